/**
 * GET /api/sync/events (issue 23 "Live changes"), on a listening app read as the page reads it:
 * authenticated like every call; the stream is not compressed nor cached and says so to proxies;
 * a write wakes the streams of the users who may see it with `event: changes` and the new cursor
 * (the feed from the old cursor then holds the change) — never another company's, another
 * seller's contact — and a stream ends with its session and with the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ChangesPage } from '../../src/domain/sync';
import * as s from '../../server/db/schema';
import { DEMO_STANDS, userUuid } from '../../server/seed/demo-organisation';
import { cursorOf, openStream, baseUrlOf, type OpenStream } from './helpers/event-stream';
import { makeContact } from './helpers/contacts';
import { stockVehicle } from './helpers/sales';
import { bearer, body, makeTestApp, testAppWithUsers } from './helpers/test-app';

const USERS = [
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'vendedor2@demo.pt',
  'admin@rival.pt',
] as const;
const { t, tokens } = testAppWithUsers(USERS);
let base = '';
const streams: OpenStream[] = [];

beforeAll(async () => {
  base = await baseUrlOf(t.app);
});
afterAll(() => streams.forEach((st) => st.close()));

async function open(token: string, headers: Record<string, string> = {}) {
  const st = await openStream(base, token, headers);
  streams.push(st);
  return st;
}

const isChanges = (e: { event: string }) => e.event === 'changes';

async function seqOfVehicle(uuid: string): Promise<number> {
  const [row] = await t.database.db
    .select({ seq: s.vehicles.changeSeq })
    .from(s.vehicles)
    .where(eq(s.vehicles.uuid, uuid));
  return Number(row?.seq);
}

describe('who may open the stream', () => {
  it('answers 401 without a token, with a bad one and with a media token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/sync/events' });
    expect(none.statusCode).toBe(401);
    expect(body<{ error: { code: string } }>(none).error.code).toBe('UNAUTHORIZED');
    const bad = await t.app.inject({ method: 'GET', url: '/api/sync/events', headers: bearer('x.y.z') });
    expect(bad.statusCode).toBe(401);
    const media = await t.mediaCookie(tokens['vendedor@demo.pt']);
    const mediaToken = media.cookie.replace('montra_media=', '');
    const asMedia = await t.app.inject({
      method: 'GET',
      url: '/api/sync/events',
      headers: bearer(mediaToken),
    });
    expect(asMedia.statusCode).toBe(401);
  });

  it('streams uncompressed and uncached, marked for proxies not to buffer', async () => {
    const st = await open(tokens['vendedor@demo.pt'], { 'accept-encoding': 'br, gzip' });
    expect(st.status).toBe(200);
    expect(st.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(st.headers.get('content-encoding')).toBeNull();
    expect(st.headers.get('cache-control')).toContain('no-store');
    expect(st.headers.get('x-accel-buffering')).toBe('no');
    await st.until((raw) => raw.length > 0);
    expect(st.text()).toMatch(/^: connected\n\n/);
    st.close();
  });
});

describe('a write wakes the streams that may see it, with the cursor only', () => {
  it('a vehicle created by the manager wakes a seller of the company; the feed then holds it', async () => {
    const feedBefore = await readCursor('vendedor@demo.pt');
    const st = await open(tokens['vendedor@demo.pt']);
    const vehicle = await stockVehicle(t, tokens['gestor@demo.pt']);
    // The creation's last row (its notifications come after the vehicle): one event for the write.
    const vehicleSeq = await seqOfVehicle(vehicle.uuid);
    const event = await st.next(isChanges);
    expect(cursorOf(event)).toBeGreaterThanOrEqual(vehicleSeq);
    expect(Object.keys(JSON.parse(event.data) as object)).toEqual(['cursor']);
    const feed = await t.app.inject({
      method: 'GET',
      url: '/api/sync/changes',
      headers: bearer(tokens['vendedor@demo.pt']),
      query: { since: feedBefore },
    });
    const page = body<ChangesPage>(feed);
    expect(page.changes.some((c) => c.op === 'put' && c.record.uuid === vehicle.uuid)).toBe(true);
    expect(Number(page.cursor)).toBeLessThanOrEqual(cursorOf(event));
  });

  it("another company's write does not wake the rival's stream; its own does", async () => {
    const rival = await open(tokens['admin@rival.pt']);
    await stockVehicle(t, tokens['gestor@demo.pt']);
    const own = await stockVehicle(t, tokens['admin@rival.pt'], { standUuid: DEMO_STANDS.porto });
    // The first event the rival gets is its own vehicle's: the demo write woke nothing.
    const first = await rival.next(isChanges);
    expect(cursorOf(first)).toBeGreaterThanOrEqual(await seqOfVehicle(own.uuid));
    expect(rival.events.filter(isChanges)).toHaveLength(1);
  });

  it('a contact assigned to one seller wakes that seller, not the other', async () => {
    const mine = await open(tokens['vendedor@demo.pt']);
    const other = await open(tokens['vendedor2@demo.pt']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: bearer(tokens['admin@demo.pt']),
      payload: makeContact(userUuid('vendedor@demo.pt')),
    });
    expect(res.statusCode, res.body).toBe(201);
    const contactUuid = body<{ contact: { uuid: string } }>(res).contact.uuid;
    const [contact] = await t.database.db
      .select({ seq: s.contacts.changeSeq })
      .from(s.contacts)
      .where(eq(s.contacts.uuid, contactUuid));
    expect(cursorOf(await mine.next(isChanges))).toBeGreaterThanOrEqual(Number(contact?.seq));
    // Then a vehicle, which both see: the other seller's first event is the vehicle's.
    const vehicle = await stockVehicle(t, tokens['gestor@demo.pt']);
    expect(cursorOf(await other.next(isChanges))).toBeGreaterThanOrEqual(await seqOfVehicle(vehicle.uuid));
    expect(other.events.filter(isChanges)).toHaveLength(1);
  });
});

describe('a stream ends with its session', () => {
  it('ends at logout, and at the deactivation of its user', async () => {
    const gestor = await t.login('gestor@demo.pt');
    const byLogout = await open(gestor);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(gestor) });
    expect(out.statusCode).toBe(204);
    await byLogout.ended;

    const seller2 = await open(tokens['vendedor2@demo.pt']);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/state/${userUuid('vendedor2@demo.pt')}`,
      headers: bearer(tokens['admin@demo.pt']),
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    await seller2.ended;
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/sync/events',
      headers: bearer(tokens['vendedor2@demo.pt']),
    });
    expect(again.statusCode).toBe(401);
  });
});

describe('closing the server', () => {
  it('app.close() ends the open streams', async () => {
    const own = await makeTestApp();
    const url = await baseUrlOf(own.app);
    const st = await openStream(url, await own.login('vendedor@demo.pt'));
    expect(st.status).toBe(200);
    await own.close();
    await st.ended;
  });
});

async function readCursor(as: (typeof USERS)[number]): Promise<string> {
  let cursor = '';
  for (;;) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sync/changes',
      headers: bearer(tokens[as]),
      query: { since: cursor, limit: '1000' },
    });
    const page = body<ChangesPage>(res);
    cursor = page.cursor;
    if (!page.hasMore) return cursor;
  }
}
