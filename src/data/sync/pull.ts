/**
 * Pull: reads the change feed from the stored cursor and applies each page
 * to the mirror in one transaction. A record a queued write touched is left as
 * the user changed it (the push's answer will replace it); the server's
 * version is kept aside (a shadow) for when the user discards the write.
 */
import { SYNC_PAGE_MAX, type Change, type ChangesPage } from '../../domain/sync';
import type { MontraDb } from '../db/montra-db';
import { MIRROR_TABLES, touchKey } from '../db/montra-db';
import { measureSince, nowMs, SYNC_MEASURE } from './sync-marks';

/**
 * The feed's largest page (SYNC_PAGE_MAX): a first sync of 10,000 vehicles is ~16 requests, each
 * paying the server's and the transaction's fixed cost once.
 */
export const PULL_PAGE_SIZE = SYNC_PAGE_MAX;
/** The first page of a sync from scratch is small: it lands, and the list shows its rows, sooner. */
export const PULL_FIRST_PAGE_SIZE = 250;

/** How many changes to ask for after `since` ('' = from scratch). */
export function pageSizeAfter(since: string): number {
  return since === '' ? PULL_FIRST_PAGE_SIZE : PULL_PAGE_SIZE;
}

export type FetchPage = (since: string, limit: number) => Promise<ChangesPage>;

export interface PullProgress {
  received: number;
  /** Known on the first page of a sync from scratch. */
  total: number | null;
}

/**
 * The meta key of a first sync not finished yet: its progress so far (PullProgress), saved with
 * each page, so a reload mid-sync resumes from the cursor with its progress bar where it was.
 */
const FIRST_SYNC_KEY = 'firstSync';

export async function readMeta<T>(db: MontraDb, key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export async function pullChanges(
  db: MontraDb,
  fetchPage: FetchPage,
  onProgress?: (progress: PullProgress) => void,
): Promise<{ received: number }> {
  const cursor = (await readMeta<string>(db, 'cursor')) ?? '';
  // A first sync cut short (a reload): its progress goes on from what the pages before counted.
  const saved = cursor ? await readMeta<PullProgress>(db, FIRST_SYNC_KEY) : undefined;
  let before = saved?.received ?? 0;
  let received = 0;
  let total: number | null = saved?.total ?? null;
  let restarted = false;
  let next = fetchPage(cursor, pageSizeAfter(cursor));
  for (;;) {
    const page = await next;
    if (await filledUnderOtherAuthz(db, page)) {
      // Once per pull: should the marker change again meanwhile, the next pull starts over again.
      if (restarted) break;
      restarted = true;
      await dropMirror(db);
      before = 0;
      received = 0;
      total = null;
      next = fetchPage('', pageSizeAfter(''));
      continue;
    }
    // The next page is asked for while this one is applied, so the server's time and the mirror's
    // overlap. A failure of that request is met
    // after this page is in: the pull stops with the cursor here, and the next one resumes from it.
    if (page.hasMore) {
      next = fetchPage(page.cursor, pageSizeAfter(page.cursor));
      void next.catch(() => undefined);
    }
    if (page.total !== undefined) total = page.total;
    const applyMs = nowMs();
    await applyPage(db, page);
    measureSince(SYNC_MEASURE.apply, applyMs);
    received += page.changes.length;
    onProgress?.({ received: before + received, total });
    if (!page.hasMore) break;
  }
  await db.meta.put({ key: 'lastSyncAt', value: new Date().toISOString() });
  return { received };
}

/**
 * The progress of the first sync the next pull makes or goes on with: none to resume (an empty
 * mirror), or the saved one (a reload cut it); null when the mirror was filled before.
 */
export async function firstSyncProgress(db: MontraDb): Promise<PullProgress | null> {
  if (!(await readMeta<string>(db, 'cursor'))) return { received: 0, total: null };
  return (await readMeta<PullProgress>(db, FIRST_SYNC_KEY)) ?? null;
}

export async function applyPage(db: MontraDb, page: ChangesPage): Promise<void> {
  const tables = [...MIRROR_TABLES.map((name) => db.table(name)), db.outbox, db.meta];
  await db.transaction('rw', tables, async () => {
    const pending = new Set(
      ((await db.outbox.orderBy('touched').uniqueKeys()) as string[]).filter((k) => typeof k === 'string'),
    );
    // The last change of a record wins (a page may delete a record and then create it again).
    const last = new Map<string, Map<string, Change>>();
    for (const change of page.changes) {
      const uuid = change.op === 'put' ? change.record.uuid : change.uuid;
      if (pending.has(touchKey(change.entity, uuid))) {
        // Kept aside: if the user later discards their change, this is the server's truth.
        await db.meta.put({
          key: shadowKey(change.entity, uuid),
          value: change.op === 'put' ? change.record : null,
        });
        continue;
      }
      const byUuid = last.get(change.entity) ?? new Map<string, Change>();
      byUuid.set(uuid, change);
      last.set(change.entity, byUuid);
    }
    for (const [entity, byUuid] of last) {
      const changes = [...byUuid.values()];
      await dropClashing(db, entity, changes);
      await db.table(entity).bulkPut(changes.flatMap((c) => (c.op === 'put' ? [c.record] : [])));
      await db.table(entity).bulkDelete(changes.flatMap((c) => (c.op === 'delete' ? [c.uuid] : [])));
    }
    await db.meta.put({ key: 'cursor', value: page.cursor });
    await saveFirstSyncProgress(db, page);
    // The marker the mirror is filled under: set by its first page, compared by every later one.
    if (page.authz !== undefined && (await db.meta.get('authz')) === undefined) {
      await db.meta.put({ key: 'authz', value: page.authz });
    }
  });
}

/** Inside the page's transaction: the first sync's progress, kept until its last page is in. */
async function saveFirstSyncProgress(db: MontraDb, page: ChangesPage): Promise<void> {
  if (!page.hasMore) {
    await db.meta.delete(FIRST_SYNC_KEY);
    return;
  }
  // The first page of a sync from scratch brings the total; the later ones add to what is saved.
  const saved =
    page.total !== undefined
      ? { received: 0, total: page.total }
      : await readMeta<PullProgress>(db, FIRST_SYNC_KEY);
  if (!saved) return;
  await db.meta.put({
    key: FIRST_SYNC_KEY,
    value: { received: saved.received + page.changes.length, total: saved.total },
  });
}

/** Whether the mirror holds pages read under another authorization than this page's. */
async function filledUnderOtherAuthz(db: MontraDb, page: ChangesPage): Promise<boolean> {
  if (page.authz === undefined) return false;
  // An empty mirror (no cursor) is filled under this page's marker; one filled before markers
  // existed has a cursor and no marker, and starts over too.
  if (!(await readMeta<string>(db, 'cursor'))) return false;
  return (await readMeta<string>(db, 'authz')) !== page.authz;
}

/**
 * Empties the mirror for a sync from scratch. Records a queued write touched stay as the user
 * changed them (the write is still to be sent, and its answer replaces them), with their shadows.
 */
export async function dropMirror(db: MontraDb): Promise<void> {
  const tables = [...MIRROR_TABLES.map((name) => db.table(name)), db.outbox, db.meta];
  await db.transaction('rw', tables, async () => {
    const pending = new Set(
      ((await db.outbox.orderBy('touched').uniqueKeys()) as string[]).filter((k) => typeof k === 'string'),
    );
    for (const name of MIRROR_TABLES) {
      const table = db.table(name);
      const uuids = (await table.toCollection().primaryKeys()) as string[];
      await table.bulkDelete(uuids.filter((uuid) => !pending.has(touchKey(name, uuid))));
    }
    await db.meta.bulkDelete(['cursor', 'authz', FIRST_SYNC_KEY]);
  });
}

/**
 * A record the server holds replaces any other record here that holds the same value of a unique
 * index (sales: one per vehicle) — a sale made offline that the server will refuse (its outbox row
 * keeps what was typed), or one the server deleted in the same page. Without it the put fails and
 * the pull stops.
 */
async function dropClashing(db: MontraDb, entity: string, changes: readonly Change[]): Promise<void> {
  const table = db.table(entity);
  const unique = table.schema.indexes.filter((index) => index.unique && typeof index.keyPath === 'string');
  if (unique.length === 0) return;
  const puts = changes.flatMap((c) => (c.op === 'put' ? [c.record as Record<string, unknown>] : []));
  if (puts.length === 0) return;
  const incoming = new Set(puts.map((p) => p.uuid));
  for (const index of unique) {
    const key = index.keyPath as string;
    const values = puts.map((p) => p[key]).filter((value) => value !== null && value !== undefined);
    const clashing = await table
      .where(key)
      .anyOf(values as string[])
      .filter((record: { uuid: string }) => !incoming.has(record.uuid))
      .primaryKeys();
    await table.bulkDelete(clashing);
  }
}

export function shadowKey(entity: string, uuid: string): string {
  return shadowOf(touchKey(entity, uuid));
}

/** The meta key of the server's version kept aside for a touched record (`touchKey`). */
export function shadowOf(key: string): string {
  return `shadow:${key}`;
}
