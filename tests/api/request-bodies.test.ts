/**
 * JSON bodies that are not an object (design §4): every write takes an
 * object, so an array, null, a string or a number is a 400 on `body` —
 * never read as an empty update that answers 200 — and writes nothing.
 * The check is made once, where JSON bodies are parsed, for every route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, DEMO_STANDS, userUuid } from '../../server/seed/demo-organisation';
import { bearer, makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let superToken = '';
let adminToken = '';

beforeAll(async () => {
  t = await makeTestApp();
  superToken = await t.login('super@montra.pt');
  adminToken = await t.login('admin@demo.pt');
});

afterAll(async () => {
  await t.close();
});

/** Every row a refused write could have touched, in a stable order. */
async function snapshot(): Promise<string> {
  const db = t.database.db;
  return JSON.stringify([
    await db.select().from(s.companies).orderBy(asc(s.companies.uuid)),
    await db.select().from(s.stands).orderBy(asc(s.stands.uuid)),
    await db.select().from(s.suppliers).orderBy(asc(s.suppliers.uuid)),
    await db.select().from(s.financials).orderBy(asc(s.financials.uuid)),
    await db.select().from(s.users).orderBy(asc(s.users.uuid)),
    await db.select().from(s.vehicles).orderBy(asc(s.vehicles.uuid)),
    await db.select().from(s.notifications).orderBy(asc(s.notifications.uuid)),
  ]);
}

async function firstOf<T extends typeof s.suppliers | typeof s.financials | typeof s.vehicles>(table: T) {
  const [row] = await t.database.db
    .select({ uuid: table.uuid })
    .from(table as typeof s.suppliers)
    .where(eq(table.companyUuid, DEMO_COMPANY))
    .limit(1);
  if (!row) throw new Error('no demo row');
  return row.uuid;
}

const NOT_OBJECTS = ['[{}]', '[]', 'null', '"texto"', '42', 'true'];

describe('a JSON body that is not an object', () => {
  it('answers 400 on body for every write of stands, suppliers, financials and companies, writing nothing', async () => {
    const supplier = await firstOf(s.suppliers);
    const financial = await firstOf(s.financials);
    const vehicle = await firstOf(s.vehicles);
    const writes: [string, string, string][] = [
      ['PUT', `/api/stands/${DEMO_STANDS.aveiro}`, adminToken],
      ['POST', '/api/stands', adminToken],
      ['PUT', `/api/suppliers/${supplier}`, adminToken],
      ['POST', '/api/suppliers', adminToken],
      ['PUT', `/api/financials/${financial}`, adminToken],
      ['POST', `/api/financials/company/${DEMO_COMPANY}`, adminToken],
      ['PUT', `/api/companies/${DEMO_COMPANY}`, superToken],
      ['POST', '/api/companies', superToken],
      ['PATCH', `/api/users/role/${userUuid('vendedor2@demo.pt')}`, adminToken],
      ['PATCH', `/api/vehicles/${vehicle}`, adminToken],
      ['PUT', `/api/vehicles/${vehicle}`, adminToken],
    ];
    const before = await snapshot();
    for (const [method, url, token] of writes) {
      for (const payload of NOT_OBJECTS) {
        const res = await t.app.inject({
          method: method as 'PUT',
          url,
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, `${method} ${url} ${payload}`).toBe(400);
        expect(res.json(), `${method} ${url} ${payload}`).toEqual({
          error: { code: 'VALIDATION', message: MSG.invalidBody, fields: { body: MSG.invalidBody } },
        });
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('is refused before the record is looked up: an unknown stand with an array body is a 400 too', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/stands/00000000-0000-4000-8000-0000000000aa',
      headers: { ...bearer(adminToken), 'content-type': 'application/json' },
      payload: '[{}]',
    });
    expect(res.statusCode).toBe(400);
  });

  it('still lets an object through: an empty one changes nothing and answers the stand', async () => {
    const [stand] = await t.database.db.select().from(s.stands).where(eq(s.stands.uuid, DEMO_STANDS.aveiro));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/stands/${DEMO_STANDS.aveiro}`,
      headers: bearer(adminToken),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await t.database.db.select().from(s.stands).where(eq(s.stands.uuid, DEMO_STANDS.aveiro));
    expect(after).toEqual(stand);
  });
});
