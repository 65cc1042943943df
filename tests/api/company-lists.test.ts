/**
 * The lists of one company (design §4: "404 absent or in another company,
 * never reveal which"): users, stands, suppliers and financials answer an
 * unknown company, another company and an id that is not a uuid alike, with
 * 404, for the super user and for a company's ADMIN.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { testAppWithUsers } from './helpers/test-app';

const { t, call } = testAppWithUsers<string>(['super@montra.pt', 'admin@demo.pt']);

const UNKNOWN = '00000000-0000-4000-8000-0000000c0ffe';
const LISTS = ['users', 'stands', 'suppliers', 'financials'] as const;

const get = (url: string, as: string) => call('GET', url, as);

describe('GET /api/{users,stands,suppliers,financials}/company/{id}', () => {
  it.each(['super@montra.pt', 'admin@demo.pt'])(
    'answers 404 to %s for a company that does not exist',
    async (as) => {
      expect(await t.database.db.select().from(s.companies).where(eq(s.companies.uuid, UNKNOWN))).toEqual([]);
      for (const list of LISTS) {
        const res = await get(`/api/${list}/company/${UNKNOWN}`, as);
        expect(res.statusCode, list).toBe(404);
        expect(res.json(), list).toEqual({ error: { code: 'NOT_FOUND', message: MSG.recordNotFound } });
      }
    },
  );

  it("answers the ADMIN another company's lists and a non-uuid id the same 404", async () => {
    for (const list of LISTS) {
      for (const id of [RIVAL_COMPANY, 'nao-e-um-uuid']) {
        const res = await get(`/api/${list}/company/${id}`, 'admin@demo.pt');
        expect(res.statusCode, `${list} ${id}`).toBe(404);
        expect(res.json(), `${list} ${id}`).toEqual({
          error: { code: 'NOT_FOUND', message: MSG.recordNotFound },
        });
      }
    }
  });

  it('still answers the users of an existing company, whatever the case of its id', async () => {
    const rows = await t.database.db.select().from(s.users).where(eq(s.users.companyUuid, DEMO_COMPANY));
    for (const id of [DEMO_COMPANY, DEMO_COMPANY.toUpperCase()]) {
      const res = await get(`/api/users/company/${id}`, 'super@montra.pt');
      expect(res.statusCode, id).toBe(200);
      const { users } = res.json() as { users: { uuid: string }[] };
      expect(users.map((u) => u.uuid).sort()).toEqual(rows.map((r) => r.uuid).sort());
    }
  });
});
