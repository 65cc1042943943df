/**
 * GET /api/contacts/company/{companyId}/ (spec 02 §2 "Contact management",
 * §7; issue 12 contract): new contacts by creation date within dateInit and
 * dateEnd (both included, today by default), of one assignee when `user` is
 * given, grouped by day (also 'default'), month or year, every bucket of the
 * range present. ADMIN only ('analytics.contacts'): MANAGER and SELLER 403;
 * another company 404; a bad date or grouping 400.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import { isoDate } from '../../src/domain/stock';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, RIVAL_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import { createContactAs, makeContact, contactsTestApp, SELLER, SELLER2 } from './helpers/contacts';
import { body } from './helpers/test-app';
import type { ErrorBody } from './helpers/errors';

const USERS = ['admin@demo.pt', 'gestor@demo.pt', 'vendedor@demo.pt', 'editor1@demo.pt', 'admin@rival.pt'];
const URL = `/api/contacts/company/${DEMO_COMPANY}/`;

type Point = { date: string; value: number };

const { t, tok, call } = contactsTestApp(USERS);

beforeAll(async () => {
  // Years before the demo data (which is dated within the last months).
  const made: [string, string][] = [
    ['2019-01-30', SELLER],
    ['2019-01-30', SELLER],
    ['2019-01-31', SELLER2],
    ['2019-02-01', SELLER],
    ['2019-03-15', SELLER2],
    ['2020-06-01', SELLER],
  ];
  for (const [date, assignee] of made) {
    await createContactAs(t, tok['admin@demo.pt'] ?? '', makeContact(assignee, { date }));
  }
  // Another company's contact on the same days counts for nobody here.
  await createContactAs(
    t,
    tok['admin@rival.pt'] ?? '',
    makeContact(userUuid('admin@rival.pt'), { date: '2019-01-30' }),
  );
});

async function chart(query: string, as = 'admin@demo.pt'): Promise<Point[]> {
  const res = await call('GET', `${URL}?${query}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ results: Point[] }>(res).results;
}

describe('the new-contacts chart', () => {
  it('counts the contacts created each day of the range, zeros included', async () => {
    expect(await chart('dateInit=2019-01-29&dateEnd=2019-02-01&groupBy=day')).toEqual([
      { date: '2019-01-29', value: 0 },
      { date: '2019-01-30', value: 2 },
      { date: '2019-01-31', value: 1 },
      { date: '2019-02-01', value: 1 },
    ]);
    // 'default' is the day grouping, and so is no grouping at all.
    const byDefault = await chart('dateInit=2019-01-29&dateEnd=2019-02-01&groupBy=default');
    expect(byDefault).toEqual(await chart('dateInit=2019-01-29&dateEnd=2019-02-01'));
    expect(byDefault.map((p) => p.value)).toEqual([0, 2, 1, 1]);
  });

  it('groups by month and by year', async () => {
    expect(await chart('dateInit=2019-01-01&dateEnd=2019-04-30&groupBy=month')).toEqual([
      { date: '2019-01', value: 3 },
      { date: '2019-02', value: 1 },
      { date: '2019-03', value: 1 },
      { date: '2019-04', value: 0 },
    ]);
    expect(await chart('dateInit=2019-01-01&dateEnd=2020-12-31&groupBy=year')).toEqual([
      { date: '2019', value: 5 },
      { date: '2020', value: 1 },
    ]);
    // The range's ends are days: a contact after dateEnd is not counted in its month.
    expect(await chart('dateInit=2019-01-01&dateEnd=2019-01-30&groupBy=month')).toEqual([
      { date: '2019-01', value: 2 },
    ]);
  });

  it('counts one assignee’s contacts when `user` is given', async () => {
    expect(await chart(`dateInit=2019-01-01&dateEnd=2019-03-31&groupBy=month&user=${SELLER2}`)).toEqual([
      { date: '2019-01', value: 1 },
      { date: '2019-02', value: 0 },
      { date: '2019-03', value: 1 },
    ]);
  });

  it('takes today for absent dates', async () => {
    const today = isoDate(new Date());
    const [row] = await t.database.db
      .select({ n: count() })
      .from(s.contacts)
      .where(and(eq(s.contacts.companyUuid, DEMO_COMPANY), eq(s.contacts.date, today)));
    expect(await chart('')).toEqual([{ date: today, value: row?.n ?? -1 }]);
  });

  it('answers 400 for a bad date, user or grouping', async () => {
    const cases: [string, Record<string, string>][] = [
      ['dateInit=2019-02-30', { dateInit: MSG.invalidValue }],
      ['dateEnd=ontem', { dateEnd: MSG.invalidValue }],
      ['groupBy=week', { groupBy: MSG.invalidValue }],
      ['user=fulano', { user: MSG.invalidValue }],
    ];
    for (const [query, fields] of cases) {
      const res = await call('GET', `${URL}?${query}`, 'admin@demo.pt');
      expect(res.statusCode, query).toBe(400);
      expect(body<ErrorBody>(res).error.fields).toEqual(fields);
    }
  });

  it('is the admin’s: MANAGER, SELLER and EDITOR 403; another company 404', async () => {
    for (const as of ['gestor@demo.pt', 'vendedor@demo.pt', 'editor1@demo.pt']) {
      const res = await call('GET', `${URL}?dateInit=2019-01-01&dateEnd=2019-12-31`, as);
      expect(res.statusCode, as).toBe(403);
    }
    const rival = await call('GET', `/api/contacts/company/${RIVAL_COMPANY}/`, 'admin@demo.pt');
    expect(rival.statusCode).toBe(404);
    // Without the trailing slash too; the rival admin counts their own company's only.
    const own = await call(
      'GET',
      `/api/contacts/company/${RIVAL_COMPANY}?dateInit=2019-01-30&dateEnd=2019-01-30`,
      'admin@rival.pt',
    );
    expect(body<{ results: Point[] }>(own).results).toEqual([{ date: '2019-01-30', value: 1 }]);
  });
});
