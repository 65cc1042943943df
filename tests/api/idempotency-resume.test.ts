/**
 * A write whose first attempt committed and then died before its answer was
 * stored (the server killed between the two; the e2e kill spec's window):
 * the key is left claimed, and after IDEMPOTENCY_CLAIM_TTL_MS the retry takes
 * the claim over and runs again. It must answer the record the first attempt
 * made — not refuse its own uuid (cost, photo), not 409 on the vehicle its
 * own sale sold, not make a second contact — and the database holds one.
 * Someone else's retry gets no such answer: another company's user 404. At the start of an
 * embedded server, the claims its dead predecessor left are resumed at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as s from '../../server/db/schema';
import { IDEMPOTENCY_CLAIM_TTL_MS, releaseDeadClaims } from '../../server/sync/idempotency';
import { makeContact } from './helpers/contacts';
import { filesUnder } from './helpers/multipart';
import { demoVehicles, jpeg, photoPart, photoRows, uploadPhotos, uuidPart } from './helpers/photos';
import { makeSale, salesOf, stockVehicle, vehicleRow } from './helpers/sales';
import { bearer, body, makeTestApp, type TestApp } from './helpers/test-app';
import { makeCost } from './helpers/vehicles';

let t: TestApp;
const tokens: Record<string, string> = {};
const users: Record<string, string> = {};

beforeAll(async () => {
  t = await makeTestApp({ media: true });
  for (const username of ['oficina@demo.pt', 'vendedor@demo.pt', 'gestor@demo.pt', 'admin@rival.pt']) {
    tokens[username] = await t.login(username);
    const [row] = await t.database.db.select().from(s.users).where(eq(s.users.username, username));
    users[username] = row!.uuid;
  }
});

afterAll(async () => {
  await t.close();
});

/**
 * What a process killed between the write's commit and its answer leaves: the key claimed,
 * unanswered; `aged` past the TTL (by default) or just now.
 */
async function dieBeforeAnswer(username: string, key: string, aged = true): Promise<void> {
  const where = and(eq(s.idempotencyKeys.userUuid, users[username]!), eq(s.idempotencyKeys.key, key));
  const createdAt = aged
    ? sql`now() - make_interval(secs => ${(IDEMPOTENCY_CLAIM_TTL_MS + 1000) / 1000})`
    : sql`now()`;
  const changed = await t.database.db
    .update(s.idempotencyKeys)
    .set({ statusCode: 0, body: null, createdAt })
    .where(where)
    .returning();
  expect(changed).toHaveLength(1);
}

function post(url: string, username: string, payload: object, key: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(tokens[username]!), 'idempotency-key': key },
    payload,
  });
}

describe('a write resumed after its first attempt died unanswered', () => {
  it('a cost: the same cost answered, one row', async () => {
    const [vehicle] = await demoVehicles(t);
    const uuid = crypto.randomUUID();
    const payload = { ...makeCost({ description: 'Retomada' }), uuid };
    const url = `/api/vehicles/${vehicle!.uuid}/costs`;
    const first = await post(url, 'oficina@demo.pt', payload, 'resume-cost-1');
    expect(first.statusCode).toBe(201);
    await dieBeforeAnswer('oficina@demo.pt', 'resume-cost-1');

    const again = await post(url, 'oficina@demo.pt', payload, 'resume-cost-1');
    expect(again.statusCode).toBe(201);
    expect(body<{ cost: { uuid: string } }>(again).cost).toEqual(body<{ cost: object }>(first).cost);
    const rows = await t.database.db.select().from(s.vehicleCosts).where(eq(s.vehicleCosts.uuid, uuid));
    expect(rows).toHaveLength(1);
    // Another company's user naming it is refused as ever, and nothing changes.
    const rival = await post(url, 'admin@rival.pt', payload, 'resume-cost-1');
    expect(rival.statusCode).toBe(404);
    // Without a dead first attempt, a used uuid is still refused (design §4).
    const fresh = await post(url, 'oficina@demo.pt', payload, 'resume-cost-2');
    expect(fresh.statusCode).toBe(400);
  });

  it('a contact: the same contact answered, no second one', async () => {
    const uuid = crypto.randomUUID();
    const payload = makeContact(users['vendedor@demo.pt']!, {
      uuid,
      name: 'Contacto Retomado',
      iteractions: [{ uuid: crypto.randomUUID(), description: 'Primeira visita', date: '2026-03-02' }],
    });
    const first = await post('/api/contacts/', 'vendedor@demo.pt', payload, 'resume-contact-1');
    expect(first.statusCode).toBe(201);
    await dieBeforeAnswer('vendedor@demo.pt', 'resume-contact-1');

    const again = await post('/api/contacts/', 'vendedor@demo.pt', payload, 'resume-contact-1');
    expect(again.statusCode).toBe(201);
    expect(body<{ contact: { uuid: string } }>(again).contact.uuid).toBe(uuid);
    const rows = await t.database.db
      .select()
      .from(s.contacts)
      .where(eq(s.contacts.name, 'Contacto Retomado'));
    expect(rows).toHaveLength(1);
    const interactions = await t.database.db
      .select()
      .from(s.contactInteractions)
      .where(eq(s.contactInteractions.contactUuid, uuid));
    expect(interactions.map((i) => i.description)).toEqual(['Primeira visita']);
  });

  it('a sale: the sale answered, not a 409 for the vehicle it sold; one sale', async () => {
    const vehicle = await stockVehicle(t, tokens['gestor@demo.pt']!);
    const uuid = crypto.randomUUID();
    const payload = { ...makeSale(vehicle.uuid, users['vendedor@demo.pt']!), uuid };
    const first = await post('/api/sales/', 'vendedor@demo.pt', payload, 'resume-sale-1');
    expect(first.statusCode).toBe(201);
    await dieBeforeAnswer('vendedor@demo.pt', 'resume-sale-1');

    const again = await post('/api/sales/', 'vendedor@demo.pt', payload, 'resume-sale-1');
    expect(again.statusCode).toBe(201);
    const answer = body<{ sale: { uuid: string }; vehicle: { availability: string } }>(again);
    expect(answer.sale.uuid).toBe(uuid);
    expect(answer.vehicle.availability).toBe('SOLD');
    expect(await salesOf(t, vehicle.uuid)).toHaveLength(1);
    expect((await vehicleRow(t, vehicle.uuid)).availability).toBe('SOLD');
    // Another seller's sale of it, even resumed, is still the 409 of a sold vehicle.
    const other = { ...makeSale(vehicle.uuid, users['vendedor@demo.pt']!), uuid: crypto.randomUUID() };
    const refused = await post('/api/sales/', 'vendedor@demo.pt', other, 'resume-sale-2');
    expect(refused.statusCode).toBe(409);
  });

  it('a photo: the stored photo answered, one row and one set of files', async () => {
    const [, vehicle] = await demoVehicles(t);
    const before = await photoRows(t, vehicle!.uuid);
    const uuid = crypto.randomUUID();
    const parts = [uuidPart(uuid), photoPart(await jpeg())];
    const key = { 'idempotency-key': 'resume-photo-1' };
    const first = await uploadPhotos(t, vehicle!.uuid, parts, tokens['oficina@demo.pt']!, key);
    expect(first.statusCode).toBe(201);
    const files = await filesUnder(t.mediaDir);
    await dieBeforeAnswer('oficina@demo.pt', 'resume-photo-1');

    const again = await uploadPhotos(t, vehicle!.uuid, parts, tokens['oficina@demo.pt']!, key);
    expect(again.statusCode).toBe(201);
    expect(body<{ photos: { uuid: string }[] }>(again).photos.map((p) => p.uuid)).toEqual([uuid]);
    expect(await photoRows(t, vehicle!.uuid)).toHaveLength(before.length + 1);
    expect(await filesUnder(t.mediaDir)).toEqual(files);
  });

  it('a claim left by the last embedded server is resumed at once after a restart, not a minute later', async () => {
    const [vehicle] = await demoVehicles(t);
    const uuid = crypto.randomUUID();
    const payload = { ...makeCost({ description: 'Depois do arranque' }), uuid };
    const url = `/api/vehicles/${vehicle!.uuid}/costs`;
    expect((await post(url, 'oficina@demo.pt', payload, 'resume-start-1')).statusCode).toBe(201);
    await dieBeforeAnswer('oficina@demo.pt', 'resume-start-1', false);
    const waiting = await post(url, 'oficina@demo.pt', payload, 'resume-start-1');
    expect(waiting.statusCode).toBe(409);
    expect(body<{ error: { code: string } }>(waiting).error.code).toBe('IDEMPOTENCY_IN_PROGRESS');

    await releaseDeadClaims(t.database.db);
    const again = await post(url, 'oficina@demo.pt', payload, 'resume-start-1');
    expect(again.statusCode).toBe(201);
    expect(body<{ cost: { uuid: string } }>(again).cost.uuid).toBe(uuid);
    expect(
      await t.database.db.select().from(s.vehicleCosts).where(eq(s.vehicleCosts.uuid, uuid)),
    ).toHaveLength(1);
  });
});
