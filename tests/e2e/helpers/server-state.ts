/**
 * What a server holds, read over HTTP for the fault specs: a demo user's
 * token, and every record of the change feed (as the manager sees it), each
 * entity a map by uuid. Deletes are applied, so a record appears once however
 * often it changed.
 */
import { DEMO_PASSWORD } from '../helpers';

export interface FeedRecord {
  uuid: string;
  [field: string]: unknown;
}

export type Feed = Map<string, Map<string, FeedRecord>>;

export interface ApiSession {
  token: string;
  user: { uuid: string; companyUuid: string };
}

export async function apiLogin(baseURL: string, username: string): Promise<ApiSession> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login of ${username}: ${res.status}`);
  return (await res.json()) as ApiSession;
}

export async function apiCall<T>(
  baseURL: string,
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseURL}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** The whole change feed for `token`, folded into the records as they are now. */
export async function readFeed(baseURL: string, token: string): Promise<Feed> {
  const feed: Feed = new Map();
  let since = '';
  for (;;) {
    const { status, body } = await apiCall<{
      changes: { entity: string; op: string; uuid?: string; record?: FeedRecord }[];
      cursor: string;
      hasMore: boolean;
    }>(baseURL, token, `/api/sync/changes?since=${since}&limit=2000`);
    if (status !== 200) throw new Error(`sync/changes answered ${status}`);
    for (const change of body.changes) {
      const records = feed.get(change.entity) ?? new Map<string, FeedRecord>();
      feed.set(change.entity, records);
      if (change.op === 'put' && change.record) records.set(change.record.uuid, change.record);
      if (change.op === 'delete' && change.uuid) records.delete(change.uuid);
    }
    since = body.cursor;
    if (!body.hasMore) break;
  }
  return feed;
}

export function records(feed: Feed, entity: string): FeedRecord[] {
  return [...(feed.get(entity)?.values() ?? [])];
}

/** How many times each value occurs. */
export function tally(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

/** A vehicle ready for sale, made by the manager over the API (the seller then sells it in the UI). */
export async function readyVehicle(baseURL: string, plate: string): Promise<string> {
  const { token, user } = await apiLogin(baseURL, 'gestor@demo.pt');
  const { body: standList } = await apiCall<{ stands: { uuid: string; active: boolean }[] }>(
    baseURL,
    token,
    `/api/stands/company/${user.companyUuid}`,
  );
  const { status, body } = await apiCall<{ vehicle: { uuid: string } }>(baseURL, token, '/api/vehicles/', {
    method: 'POST',
    body: {
      brand: 'Soak',
      model: `E2E ${plate}`,
      licensePlate: plate.toUpperCase(),
      createdAt: new Date().toISOString().slice(0, 10),
      standUuid: standList.stands.find((s) => s.active)?.uuid,
      availability: 'READY_FOR_SALE',
      sellerPrice: 12_000,
    },
  });
  if (status !== 201) throw new Error(`vehicle ${plate}: ${status} ${JSON.stringify(body)}`);
  return body.vehicle.uuid;
}
