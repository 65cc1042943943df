/**
 * The change feed holds, for every role, nothing the same role's REST answers
 * refuse (issue 22; visibility.ts, permissions.ts): for each role of the demo
 * data (and an EDITOR2 and a CLIENT added here) and each entity of the feed,
 * every record's fields are among the fields the REST answer for that record
 * carries, and a record the REST calls do not give is absent. WORKSHOP and
 * EDITOR3 read no sale's client anywhere; a SELLER's feed names no other
 * seller's sale or contact, even as a deletion; a sale given to another
 * seller reaches the former seller as a deletion; a demoted MANAGER's feed
 * answers under another authorization marker.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Sale } from '../../src/domain/entities';
import type { Role } from '../../src/domain/enums';
import { can } from '../../src/domain/permissions';
import { SYNC_ENTITIES, type Change, type ChangesPage, type SyncEntity } from '../../src/domain/sync';
import { authzMarker, CATALOGUE_VEHICLE_FIELDS, USER_DISPLAY_FIELDS } from '../../src/domain/visibility';
import { hashPassword } from '../../server/auth/passwords';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, DEMO_PASSWORD, userUuid } from '../../server/seed/demo-organisation';
import { makeContact } from './helpers/contacts';
import { makeSale, stockVehicle } from './helpers/sales';
import { bearer, body, makeTestApp, type TestApp } from './helpers/test-app';

/** Every role of the demo data, and the two it lacks (EDITOR2, CLIENT), made here. */
const ADDED: readonly { username: string; role: Role }[] = [
  { username: 'editor2@demo.pt', role: 'EDITOR2' },
  { username: 'cliente@demo.pt', role: 'CLIENT' },
];
const USERS = [
  'super@montra.pt',
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'vendedor2@demo.pt',
  'editor1@demo.pt',
  'editor2@demo.pt',
  'editor3@demo.pt',
  'oficina@demo.pt',
  'cliente@demo.pt',
] as const;
type Username = (typeof USERS)[number];

/** Sync bookkeeping every mirrored record carries, whatever its REST answer looks like. */
const META = ['uuid', 'rowVersion', 'updatedAt'];

const t = {} as TestApp;
const tokens = {} as Record<Username, string>;
const roles = {} as Record<Username, { isSuperUser: boolean; role: Role | null }>;
const feeds = {} as Record<Username, { changes: Change[]; cursor: string; authz: string | undefined }>;

async function get(as: Username, url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(tokens[as]) });
}

async function readFeed(as: Username, since = '') {
  const changes: Change[] = [];
  let cursor = since;
  let authz: string | undefined;
  for (let guard = 0; guard < 200; guard += 1) {
    const res = await get(as, `/api/sync/changes?since=${cursor}&limit=2000`);
    expect(res.statusCode, res.body).toBe(200);
    const page = body<ChangesPage>(res);
    changes.push(...page.changes);
    cursor = page.cursor;
    authz = page.authz;
    if (!page.hasMore) return { changes, cursor, authz };
  }
  throw new Error('the feed never ended');
}

const puts = (changes: Change[], entity: SyncEntity) =>
  changes.flatMap((c) =>
    c.op === 'put' && c.entity === entity ? [c.record as Record<string, unknown>] : [],
  );
const deletions = (changes: Change[], entity: SyncEntity) =>
  changes.flatMap((c) => (c.op === 'delete' && c.entity === entity ? [c.uuid] : []));

/** The REST answer's records of one entity, by uuid, as `as` reads them; null when REST refuses them all. */
type RestRecords = Map<string, Record<string, unknown>> | null;

const byUuid = (records: readonly Record<string, unknown>[]): Map<string, Record<string, unknown>> =>
  new Map(records.map((r) => [r.uuid as string, r]));

async function listed(as: Username, url: string, key: string): Promise<RestRecords> {
  const res = await get(as, url);
  if (res.statusCode === 403 || res.statusCode === 404) return null;
  expect(res.statusCode, `${as} ${url}: ${res.body}`).toBe(200);
  return byUuid(body<Record<string, Record<string, unknown>[]>>(res)[key] ?? []);
}

/** What the REST calls give `as` of each entity that has one (uuid → the answer's record). */
async function restOf(as: Username): Promise<Partial<Record<SyncEntity, RestRecords>>> {
  const rest: Partial<Record<SyncEntity, RestRecords>> = {};
  const company = DEMO_COMPANY;
  if (as === 'super@montra.pt') {
    // The platform tables, company by company.
    rest.companies = await listed(as, '/api/companies', 'companies');
    const merged: Partial<Record<SyncEntity, Map<string, Record<string, unknown>>>> = {};
    for (const uuid of rest.companies?.keys() ?? []) {
      for (const [entity, url] of [
        ['users', `/api/users/company/${uuid}`],
        ['stands', `/api/stands/company/${uuid}`],
        ['financials', `/api/financials/company/${uuid}`],
        ['suppliers', `/api/suppliers/company/${uuid}`],
      ] as const) {
        const found = await listed(as, url, entity);
        merged[entity] = new Map([...(merged[entity] ?? new Map()), ...(found ?? new Map())]);
      }
    }
    // The super user belongs to no company: their own record is GET /api/users/{self}.
    const self = await get(as, `/api/users/${userUuid(as)}`);
    expect(self.statusCode).toBe(200);
    const me = body<{ user: Record<string, unknown> }>(self).user;
    merged.users = new Map([...(merged.users ?? new Map()), [me.uuid as string, me]]);
    return { ...rest, ...merged };
  }
  const own = await get(as, `/api/companies/${company}`);
  rest.companies =
    own.statusCode === 200 ? byUuid([body<{ company: Record<string, unknown> }>(own).company]) : null;
  rest.users = await listed(as, `/api/users/company/${company}`, 'users');
  rest.stands = await listed(as, `/api/stands/company/${company}`, 'stands');
  rest.financials = await listed(as, `/api/financials/company/${company}`, 'financials');
  rest.suppliers = await listed(as, `/api/suppliers/company/${company}`, 'suppliers');
  rest.vehicles = await listed(as, `/api/vehicles/company/${company}`, 'vehicles');
  rest.notifications = await listed(as, '/api/notifications', 'notifications');
  // Sales: the sold list, each vehicle with its sale as the caller may see it.
  const sold = await listed(as, `/api/vehicles/company/${company}?availability=SOLD,DELIVERED`, 'vehicles');
  rest.sales =
    sold === null
      ? null
      : byUuid([...sold.values()].flatMap((v) => (v.sale ? [v.sale as Record<string, unknown>] : [])));
  // Contacts and their interactions: the list, each contact with its interactions.
  const contacts = await listed(as, '/api/contacts', 'contacts');
  rest.contacts = contacts;
  rest.interactions =
    contacts === null
      ? null
      : byUuid([...contacts.values()].flatMap((c) => c.iteractions as Record<string, unknown>[]));
  // Costs: inside each vehicle's own answer, for the roles that see them.
  if (rest.vehicles) {
    const costs: Record<string, unknown>[] = [];
    for (const uuid of rest.vehicles.keys()) {
      const res = await get(as, `/api/vehicles/${uuid}`);
      expect(res.statusCode).toBe(200);
      costs.push(...(body<{ costs?: Record<string, unknown>[] }>(res).costs ?? []));
    }
    rest.costs = costs.length > 0 ? byUuid(costs) : null;
  }
  return rest;
}

/**
 * Entities without a per-record REST read: what the feed may carry of them is the table's decision,
 * checked here by who gets them and with which fields.
 */
function tableOnly(as: Username, entity: SyncEntity): { allowed: boolean; fields?: readonly string[] } {
  const actor = roles[as];
  switch (entity) {
    case 'categories':
    case 'extras':
      return { allowed: true };
    case 'photos':
    case 'videos':
      return { allowed: !actor.isSuperUser && can(actor, 'vehicle.read') };
    case 'files':
      return { allowed: !actor.isSuperUser && can(actor, 'vehicle.stockFields') };
    default:
      return { allowed: false };
  }
}

beforeAll(async () => {
  Object.assign(t, await makeTestApp());
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const u of ADDED) {
    await t.database.db.insert(s.users).values({
      username: u.username,
      passwordHash,
      firstName: 'Novo',
      lastName: u.role,
      role: u.role,
      companyUuid: DEMO_COMPANY,
    });
  }
  for (const u of USERS) {
    tokens[u] = await t.login(u);
    const [row] = await t.database.db.select().from(s.users).where(eq(s.users.username, u));
    if (!row) throw new Error(`no user ${u}`);
    roles[u] = { isSuperUser: row.isSuperUser, role: row.role };
  }
  for (const u of USERS) feeds[u] = await readFeed(u);
}, 120_000);

describe('the feed holds what the same role’s REST answers hold', () => {
  it.each(USERS)('%s: every record and field of the feed, entity by entity', async (as) => {
    const rest = await restOf(as);
    const feed = feeds[as];
    const seen = new Set(feed.changes.map((c) => c.entity));
    for (const entity of SYNC_ENTITIES) {
      const records = puts(feed.changes, entity);
      if (entity in rest) {
        const answer = rest[entity];
        if (entity === 'users' && answer === null && roles[as].role !== 'CLIENT') {
          // The decision beside the permission table: a colleague's display name, never the login or role.
          for (const r of records)
            expect(
              Object.keys(r).every((k) => (USER_DISPLAY_FIELDS as readonly string[]).includes(k)),
              `${as} users ${Object.keys(r).join()}`,
            ).toBe(true);
          continue;
        }
        if (!answer) {
          expect(seen.has(entity), `${as} gets ${entity} that REST refuses`).toBe(false);
          continue;
        }
        for (const record of records) {
          const twin = answer.get(record.uuid as string);
          expect(twin, `${as} ${entity} ${String(record.uuid)} absent from REST`).toBeDefined();
          const allowed = new Set([...META, ...Object.keys(twin ?? {})]);
          const extra = Object.keys(record).filter((k) => !allowed.has(k));
          expect(extra, `${as} ${entity} fields beyond REST`).toEqual([]);
        }
      } else {
        const rule = tableOnly(as, entity);
        if (!rule.allowed) expect(seen.has(entity), `${as} gets ${entity}`).toBe(false);
      }
    }
  });

  it('gives a CLIENT the catalogue face of vehicles, no users and no files', () => {
    const feed = feeds['cliente@demo.pt'];
    const vehicles = puts(feed.changes, 'vehicles');
    expect(vehicles.length).toBeGreaterThan(0);
    for (const v of vehicles) {
      expect(Object.keys(v).every((k) => (CATALOGUE_VEHICLE_FIELDS as readonly string[]).includes(k))).toBe(
        true,
      );
      for (const hidden of ['supplierNotes', 'observations', 'retakePerson', 'iva', 'numBoard', 'buyPrice']) {
        expect(v).not.toHaveProperty(hidden);
      }
    }
    for (const entity of ['users', 'files', 'sales', 'contacts', 'costs', 'suppliers'] as const) {
      expect(puts(feed.changes, entity), entity).toEqual([]);
    }
  });

  it('gives the roles that may not list users a display name only', () => {
    for (const as of ['vendedor@demo.pt', 'oficina@demo.pt', 'editor3@demo.pt'] as const) {
      const users = puts(feeds[as].changes, 'users');
      expect(users.length).toBeGreaterThan(1);
      const text = JSON.stringify(users);
      expect(text).not.toContain('@demo.pt');
      expect(text).not.toContain('"role"');
    }
    expect(JSON.stringify(puts(feeds['gestor@demo.pt'].changes, 'users'))).toContain('admin@demo.pt');
  });
});

describe('WORKSHOP and EDITOR3 read no client', () => {
  it.each(['oficina@demo.pt', 'editor3@demo.pt'] as const)(
    '%s: neither in the feed nor in the sold list',
    async (as) => {
      const sales = puts(feeds[as].changes, 'sales');
      expect(sales.length).toBeGreaterThan(0);
      const res = await get(as, `/api/vehicles/company/${DEMO_COMPANY}?availability=SOLD,DELIVERED`);
      expect(res.statusCode).toBe(200);
      const listedSales = body<{ vehicles: { sale: Partial<Sale> | null }[] }>(res).vehicles.flatMap((v) =>
        v.sale ? [v.sale] : [],
      );
      expect(listedSales.length).toBe(sales.length);
      for (const sale of [...sales, ...listedSales] as Partial<Sale>[]) {
        for (const hidden of [
          'client',
          'businessNotes',
          'salePrice',
          'loanValue',
          'retakeVehicle',
          'sellerUuid',
        ] as const) {
          expect(sale, hidden).not.toHaveProperty(hidden);
        }
        expect(sale).toHaveProperty('dateOfSale');
        expect(sale).toHaveProperty('workToBeDone');
        expect(sale).toHaveProperty('forecastDate');
      }
      // And no buyer's name anywhere in what they read.
      const [anySale] = await t.database.db
        .select()
        .from(s.sales)
        .where(eq(s.sales.companyUuid, DEMO_COMPANY))
        .limit(1);
      if (!anySale) throw new Error('no demo sale');
      expect(JSON.stringify(feeds[as].changes)).not.toContain(anySale.clientName);
      expect(res.body).not.toContain(anySale.clientName);
    },
  );
});

describe('deletions follow visibility', () => {
  it("never names another seller's sale or contact to a SELLER, even as a deletion", async () => {
    const db = t.database.db;
    const seller = userUuid('vendedor@demo.pt');
    const before = { seller: feeds['vendedor@demo.pt'].cursor, admin: feeds['admin@demo.pt'].cursor };
    // One contact and one sale of the other seller, deleted.
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contacts/',
      headers: bearer(tokens['vendedor2@demo.pt']),
      payload: makeContact(userUuid('vendedor2@demo.pt'), {
        iteractions: [{ uuid: crypto.randomUUID(), description: 'Visita', date: '2026-03-02' }],
      }),
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const contactUuid = body<{ contact: { uuid: string } }>(contact).contact.uuid;
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/contacts/${contactUuid}`,
      headers: bearer(tokens['admin@demo.pt']),
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const [other] = await db
      .select()
      .from(s.sales)
      .where(eq(s.sales.sellerUuid, userUuid('vendedor2@demo.pt')))
      .limit(1);
    if (!other) throw new Error('no sale of vendedor2');
    await db.delete(s.sales).where(eq(s.sales.uuid, other.uuid));
    const interactions = await db
      .select()
      .from(s.tombstones)
      .where(eq(s.tombstones.entity, 'contact_interactions'));
    expect(interactions.some((r) => r.ownerUuid === userUuid('vendedor2@demo.pt'))).toBe(true);

    const sellerFeed = await readFeed('vendedor@demo.pt', before.seller);
    const text = JSON.stringify(sellerFeed.changes);
    expect(text).not.toContain(contactUuid);
    expect(text).not.toContain(other.uuid);
    for (const c of sellerFeed.changes) {
      if (c.op === 'delete' && c.entity === 'sales') {
        const [row] = await db.select().from(s.tombstones).where(eq(s.tombstones.uuid, c.uuid));
        expect(row?.ownerUuid).toBe(seller);
      }
    }
    // The admin hears of both.
    const adminFeed = await readFeed('admin@demo.pt', before.admin);
    expect(deletions(adminFeed.changes, 'contacts')).toContain(contactUuid);
    expect(deletions(adminFeed.changes, 'sales')).toContain(other.uuid);
    // The other seller hears of their contact's deletion and its interaction.
    const otherFeed = await readFeed('vendedor2@demo.pt', feeds['vendedor2@demo.pt'].cursor);
    expect(deletions(otherFeed.changes, 'contacts')).toContain(contactUuid);
    expect(deletions(otherFeed.changes, 'interactions').length).toBeGreaterThan(0);
    feeds['vendedor@demo.pt'].cursor = sellerFeed.cursor;
    feeds['admin@demo.pt'].cursor = adminFeed.cursor;
    feeds['vendedor2@demo.pt'].cursor = otherFeed.cursor;
  });

  it('sends the former seller a deletion when a sale is given to another seller', async () => {
    const vehicle = await stockVehicle(t, tokens['admin@demo.pt']);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/sales/',
      headers: bearer(tokens['vendedor@demo.pt']),
      payload: makeSale(vehicle.uuid, userUuid('vendedor@demo.pt')),
    });
    expect(made.statusCode, made.body).toBe(201);
    const sale = body<{ sale: Sale }>(made).sale;
    const seen = await readFeed('vendedor@demo.pt', feeds['vendedor@demo.pt'].cursor);
    expect(puts(seen.changes, 'sales').map((r) => r.uuid)).toContain(sale.uuid);

    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/sales/${sale.uuid}`,
      headers: bearer(tokens['admin@demo.pt']),
      payload: { ...sale, sellerUuid: userUuid('vendedor2@demo.pt') },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [row] = await t.database.db.select().from(s.sales).where(eq(s.sales.uuid, sale.uuid));
    expect(row?.sellerUuid).toBe(userUuid('vendedor2@demo.pt'));

    const former = await readFeed('vendedor@demo.pt', seen.cursor);
    expect(former.changes).toEqual([
      expect.objectContaining({ op: 'delete', entity: 'sales', uuid: sale.uuid }),
    ]);
    const reading = await get(
      'vendedor@demo.pt',
      `/api/vehicles/company/${DEMO_COMPANY}?availability=SOLD,DELIVERED`,
    );
    expect(reading.body).not.toContain(sale.uuid);
    // The new seller gets it; the admin keeps it (no deletion for who still sees it).
    const next = await readFeed('vendedor2@demo.pt', feeds['vendedor2@demo.pt'].cursor);
    expect(puts(next.changes, 'sales').map((r) => r.uuid)).toContain(sale.uuid);
    const admin = await readFeed('admin@demo.pt', feeds['admin@demo.pt'].cursor);
    expect(deletions(admin.changes, 'sales')).not.toContain(sale.uuid);
    expect(puts(admin.changes, 'sales').map((r) => r.uuid)).toContain(sale.uuid);
  });
});

describe('a change of role', () => {
  it('answers a demoted MANAGER under another authorization marker, without costs or others’ contacts', async () => {
    const manager = userUuid('gestor@demo.pt');
    expect(feeds['gestor@demo.pt'].authz).toBe(
      authzMarker({ isSuperUser: false, role: 'MANAGER', companyUuid: DEMO_COMPANY }),
    );
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/role/${manager}`,
      headers: bearer(tokens['admin@demo.pt']),
      payload: { role: 'SELLER' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(s.users).where(eq(s.users.uuid, manager));
    expect(row?.role).toBe('SELLER');

    // The old token either ended with the role change or answers under the new marker.
    const old = await get('gestor@demo.pt', `/api/sync/changes?since=${feeds['gestor@demo.pt'].cursor}`);
    if (old.statusCode === 200) expect(body<ChangesPage>(old).authz).not.toBe(feeds['gestor@demo.pt'].authz);
    else expect(old.statusCode).toBe(401);

    tokens['gestor@demo.pt'] = await t.login('gestor@demo.pt');
    const fresh = await readFeed('gestor@demo.pt');
    expect(fresh.authz).toBe(authzMarker({ isSuperUser: false, role: 'SELLER', companyUuid: DEMO_COMPANY }));
    expect(fresh.authz).not.toBe(feeds['gestor@demo.pt'].authz);
    expect(puts(fresh.changes, 'costs')).toEqual([]);
    expect(JSON.stringify(fresh.changes)).not.toContain('buyPrice');
    for (const c of puts(fresh.changes, 'contacts')) expect(c.contactUserUuid).toBe(manager);
  });
});
