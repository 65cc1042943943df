/**
 * The change feed (design §4, GET /api/sync/changes): paged from scratch with
 * a small limit, every change the caller may see arrives once and in seq
 * order; the company scope and the field visibility of design §6 hold on it
 * as on every other endpoint; deletions come as tombstones, scoped the same;
 * an update after the cursor comes once with its new rowVersion.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Contact, Interaction, Sale, Vehicle } from '../../src/domain/entities';
import type { Change, ChangesPage, SyncEntity } from '../../src/domain/sync';
import { authzMarker } from '../../src/domain/visibility';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, RIVAL_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import { bearer, body, testAppWithUsers } from './helpers/test-app';
import type { ErrorBody } from './helpers/errors';

const LIMIT = 37;
/** The super user's feed is short (platform tables only): a smaller page still makes it page. */
const SUPER_LIMIT = 7;
const USERS = [
  'admin@demo.pt',
  'vendedor@demo.pt',
  'oficina@demo.pt',
  'admin@rival.pt',
  'super@montra.pt',
] as const;
type Username = (typeof USERS)[number];

const { t, tokens } = testAppWithUsers(USERS);

interface Feed {
  pages: ChangesPage[];
  changes: Change[];
  cursor: string;
}

/** Reads the feed from `since` to its end, `limit` changes a page. */
async function readFeed(as: Username, since = '', limit = LIMIT): Promise<Feed> {
  const pages: ChangesPage[] = [];
  let cursor = since;
  for (let guard = 0; guard < 1000; guard += 1) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sync/changes',
      query: { since: cursor, limit: String(limit) },
      headers: bearer(tokens[as]),
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = body<ChangesPage>(res);
    pages.push(page);
    cursor = page.cursor;
    if (!page.hasMore) return { pages, changes: pages.flatMap((p) => p.changes), cursor };
  }
  throw new Error('the feed never ended');
}

const uuidOf = (c: Change) => (c.op === 'put' ? c.record.uuid : c.uuid);
const puts = (feed: Feed, entity: SyncEntity) =>
  feed.changes
    .filter((c): c is Extract<Change, { op: 'put' }> => c.op === 'put' && c.entity === entity)
    .map((c) => c.record);
const entities = (feed: Feed) => new Set(feed.changes.map((c) => c.entity));

/** Feeds from scratch, read once per user and shared by the visibility checks below. */
const scratch = {} as Record<Username, Feed>;

beforeAll(async () => {
  for (const username of USERS) {
    scratch[username] = await readFeed(username, '', username === 'super@montra.pt' ? SUPER_LIMIT : LIMIT);
  }
});

async function companyVehicleUuids(companyUuid: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ uuid: s.vehicles.uuid })
    .from(s.vehicles)
    .where(eq(s.vehicles.companyUuid, companyUuid));
  return rows.map((r) => r.uuid).sort();
}

describe('paging from scratch', () => {
  it.each(USERS)(
    'delivers every change of %s exactly once, in seq order, with total on the first page',
    (as) => {
      const feed = scratch[as];
      const limit = as === 'super@montra.pt' ? SUPER_LIMIT : LIMIT;
      expect(feed.pages.length).toBeGreaterThan(1);
      expect(feed.pages.length).toBe(Math.ceil(feed.changes.length / limit));
      // Every page but the last is full and says there is more; the last says there is not.
      for (const page of feed.pages.slice(0, -1)) {
        expect(page.changes).toHaveLength(limit);
        expect(page.hasMore).toBe(true);
      }
      const last = feed.pages.at(-1);
      expect(last?.hasMore).toBe(false);
      expect(last?.changes.length).toBeGreaterThan(0);

      // total only on the first page, and it counts every record that came.
      expect(feed.pages[0]?.total).toBe(feed.changes.length);
      for (const page of feed.pages.slice(1)) expect(page.total).toBeUndefined();

      // From scratch nothing is deleted: puts only, each (entity, uuid) once.
      expect(feed.changes.every((c) => c.op === 'put')).toBe(true);
      const triples = feed.changes.map((c) => `${c.entity}:${uuidOf(c)}:${c.seq}`);
      expect(new Set(triples).size).toBe(triples.length);
      const records = feed.changes.map((c) => `${c.entity}:${uuidOf(c)}`);
      expect(new Set(records).size).toBe(records.length);

      // seqs strictly increase across pages, and each cursor is the last seq of its page.
      const seqs = feed.changes.map((c) => c.seq);
      for (let i = 1; i < seqs.length; i += 1) expect(seqs[i]).toBeGreaterThan(seqs[i - 1] ?? 0);
      for (const page of feed.pages) {
        const lastSeq = page.changes.at(-1)?.seq;
        if (lastSeq !== undefined) expect(page.cursor).toBe(String(lastSeq));
      }
    },
  );

  it('gives each company user exactly the vehicles of their company', async () => {
    const demo = await companyVehicleUuids(DEMO_COMPANY);
    const rival = await companyVehicleUuids(RIVAL_COMPANY);
    expect(demo.length).toBeGreaterThan(0);
    expect(rival.length).toBeGreaterThan(0);
    for (const as of ['admin@demo.pt', 'vendedor@demo.pt', 'oficina@demo.pt'] as const) {
      expect(
        puts(scratch[as], 'vehicles')
          .map((v) => v.uuid)
          .sort(),
        as,
      ).toEqual(demo);
    }
    expect(
      puts(scratch['admin@rival.pt'], 'vehicles')
        .map((v) => v.uuid)
        .sort(),
    ).toEqual(rival);
  });

  it('holds, for the admin, every record of the company table by table', async () => {
    const db = t.database.db;
    const feed = scratch['admin@demo.pt'];
    const uuids = (entity: SyncEntity) =>
      puts(feed, entity)
        .map((r) => r.uuid)
        .sort();
    const fromDb = (rows: { uuid: string }[]) => rows.map((r) => r.uuid).sort();
    expect(uuids('users')).toEqual(
      fromDb(
        await db.select({ uuid: s.users.uuid }).from(s.users).where(eq(s.users.companyUuid, DEMO_COMPANY)),
      ),
    );
    expect(uuids('stands')).toEqual(
      fromDb(
        await db.select({ uuid: s.stands.uuid }).from(s.stands).where(eq(s.stands.companyUuid, DEMO_COMPANY)),
      ),
    );
    expect(uuids('costs')).toEqual(
      fromDb(
        await db
          .select({ uuid: s.vehicleCosts.uuid })
          .from(s.vehicleCosts)
          .where(eq(s.vehicleCosts.companyUuid, DEMO_COMPANY)),
      ),
    );
    expect(uuids('sales')).toEqual(
      fromDb(
        await db.select({ uuid: s.sales.uuid }).from(s.sales).where(eq(s.sales.companyUuid, DEMO_COMPANY)),
      ),
    );
    expect(uuids('contacts')).toEqual(
      fromDb(
        await db
          .select({ uuid: s.contacts.uuid })
          .from(s.contacts)
          .where(eq(s.contacts.companyUuid, DEMO_COMPANY)),
      ),
    );
    expect(uuids('interactions')).toEqual(
      fromDb(
        await db
          .select({ uuid: s.contactInteractions.uuid })
          .from(s.contactInteractions)
          .where(eq(s.contactInteractions.companyUuid, DEMO_COMPANY)),
      ),
    );
    expect(uuids('companies')).toEqual([DEMO_COMPANY]);
    for (const entity of ['costs', 'sales', 'contacts', 'interactions', 'photos', 'notifications'] as const) {
      expect(uuids(entity).length, entity).toBeGreaterThan(0);
    }
  });
});

describe('field visibility and scope', () => {
  it("strips buy price and margin fields from the SELLER's vehicles and sends no costs", () => {
    const feed = scratch['vendedor@demo.pt'];
    const vehicles = puts(feed, 'vehicles') as Partial<Vehicle>[];
    expect(vehicles.length).toBeGreaterThan(0);
    for (const v of vehicles) {
      expect(v).not.toHaveProperty('buyPrice');
      expect(v).not.toHaveProperty('previewCosts');
      expect(v).not.toHaveProperty('associatedCosts');
      expect(v).toHaveProperty('sellerPrice');
    }
    expect(entities(feed).has('costs')).toBe(false);
    expect(JSON.stringify(feed.changes)).not.toContain('buyPrice');
  });

  it("keeps buy price, margin fields and costs in the ADMIN's feed", () => {
    const feed = scratch['admin@demo.pt'];
    for (const v of puts(feed, 'vehicles')) {
      expect(v).toHaveProperty('buyPrice');
      expect(v).toHaveProperty('previewCosts');
      expect(v).toHaveProperty('associatedCosts');
    }
    expect(puts(feed, 'vehicles').some((v) => typeof (v as Vehicle).buyPrice === 'number')).toBe(true);
    expect(entities(feed).has('costs')).toBe(true);
  });

  it('gives WORKSHOP the costs but no buy price, margin fields, sales or contacts', () => {
    const feed = scratch['oficina@demo.pt'];
    expect(puts(feed, 'costs').length).toBe(puts(scratch['admin@demo.pt'], 'costs').length);
    for (const v of puts(feed, 'vehicles')) {
      expect(v).not.toHaveProperty('buyPrice');
      expect(v).not.toHaveProperty('previewCosts');
      expect(v).not.toHaveProperty('associatedCosts');
    }
    // nav.sold holds for WORKSHOP; contacts do not (permissions.ts).
    expect(entities(feed).has('contacts')).toBe(false);
    expect(entities(feed).has('interactions')).toBe(false);
  });

  it('shows the rival admin nothing of the demo company', async () => {
    const feed = scratch['admin@rival.pt'];
    const demoVehicles = new Set(await companyVehicleUuids(DEMO_COMPANY));
    const text = JSON.stringify(feed.changes);
    expect(text).not.toContain(DEMO_COMPANY);
    for (const c of feed.changes) {
      expect(demoVehicles.has(uuidOf(c))).toBe(false);
      if (c.op === 'put' && 'companyUuid' in c.record) {
        expect((c.record as { companyUuid: string }).companyUuid, c.entity).toBe(RIVAL_COMPANY);
      }
    }
    expect(puts(feed, 'companies').map((c) => c.uuid)).toEqual([RIVAL_COMPANY]);
    // The super user belongs to no company and is no one's colleague.
    expect(puts(feed, 'users').map((u) => u.uuid)).not.toContain(userUuid('super@montra.pt'));
  });

  it('gives the super user the platform tables only', async () => {
    const feed = scratch['super@montra.pt'];
    const seen = entities(feed);
    for (const entity of [
      'companies',
      'users',
      'stands',
      'financials',
      'suppliers',
      'categories',
      'extras',
    ] as const) {
      expect(seen.has(entity), entity).toBe(true);
    }
    for (const entity of [
      'vehicles',
      'sales',
      'contacts',
      'interactions',
      'costs',
      'photos',
      'videos',
      'files',
      'notifications',
    ] as const) {
      expect(seen.has(entity), entity).toBe(false);
    }
    expect(
      puts(feed, 'companies')
        .map((c) => c.uuid)
        .sort(),
    ).toEqual([DEMO_COMPANY, RIVAL_COMPANY].sort());
    const allUsers = await t.database.db.select({ uuid: s.users.uuid }).from(s.users);
    expect(puts(feed, 'users').length).toBe(allUsers.length);
  });

  it('gives the SELLER their own sales only', async () => {
    const me = userUuid('vendedor@demo.pt');
    const sales = puts(scratch['vendedor@demo.pt'], 'sales') as Sale[];
    const own = await t.database.db
      .select({ uuid: s.sales.uuid })
      .from(s.sales)
      .where(and(eq(s.sales.companyUuid, DEMO_COMPANY), eq(s.sales.sellerUuid, me)));
    expect(own.length).toBeGreaterThan(0);
    expect(sales.map((x) => x.uuid).sort()).toEqual(own.map((x) => x.uuid).sort());
    for (const sale of sales) expect(sale.sellerUuid).toBe(me);
    // Someone else sold something in the company, and the seller does not see it.
    const all = await t.database.db
      .select({ uuid: s.sales.uuid })
      .from(s.sales)
      .where(eq(s.sales.companyUuid, DEMO_COMPANY));
    expect(all.length).toBeGreaterThan(own.length);
  });

  it.each(['admin@demo.pt', 'vendedor@demo.pt', 'oficina@demo.pt', 'admin@rival.pt'] as const)(
    'gives %s only their own notification rows',
    async (as) => {
      const own = await t.database.db
        .select({ uuid: s.userNotifications.uuid })
        .from(s.userNotifications)
        .where(eq(s.userNotifications.userUuid, userUuid(as)));
      const got = puts(scratch[as], 'notifications').map((n) => n.uuid);
      expect(got.sort()).toEqual(own.map((n) => n.uuid).sort());
    },
  );

  it('keeps contacts and interactions inside the company', () => {
    for (const as of ['admin@demo.pt', 'vendedor@demo.pt'] as const) {
      for (const c of puts(scratch[as], 'contacts') as Contact[]) expect(c.companyUuid).toBe(DEMO_COMPANY);
      for (const i of puts(scratch[as], 'interactions') as Interaction[])
        expect(i.companyUuid).toBe(DEMO_COMPANY);
    }
  });
});

describe('after the cursor', () => {
  it('sends deletions as tombstones, only to those who may see the entity and the company', async () => {
    const db = t.database.db;
    const cursors = Object.fromEntries(USERS.map((u) => [u, scratch[u].cursor])) as Record<Username, string>;

    const [cost] = await db
      .select()
      .from(s.vehicleCosts)
      .where(eq(s.vehicleCosts.companyUuid, DEMO_COMPANY))
      .orderBy(asc(s.vehicleCosts.uuid))
      .limit(1);
    const [interaction] = await db
      .select()
      .from(s.contactInteractions)
      .where(eq(s.contactInteractions.companyUuid, DEMO_COMPANY))
      .orderBy(asc(s.contactInteractions.uuid))
      .limit(1);
    if (!cost || !interaction) throw new Error('the demo data has no cost or interaction');
    await db.delete(s.vehicleCosts).where(eq(s.vehicleCosts.uuid, cost.uuid));
    await db.delete(s.contactInteractions).where(eq(s.contactInteractions.uuid, interaction.uuid));

    const costGone = { op: 'delete', entity: 'costs', uuid: cost.uuid };
    const interactionGone = { op: 'delete', entity: 'interactions', uuid: interaction.uuid };

    const admin = await readFeed('admin@demo.pt', cursors['admin@demo.pt']);
    expect(admin.changes).toHaveLength(2);
    expect(admin.changes).toContainEqual(expect.objectContaining(costGone));
    expect(admin.changes).toContainEqual(expect.objectContaining(interactionGone));
    expect(admin.pages[0]?.total).toBeUndefined();
    expect(Number(admin.cursor)).toBeGreaterThan(Number(cursors['admin@demo.pt']));

    const rival = await readFeed('admin@rival.pt', cursors['admin@rival.pt']);
    expect(rival.changes).toEqual([]);
    expect(rival.cursor).toBe(cursors['admin@rival.pt']);

    // The entity filter holds for tombstones too: WORKSHOP has no contacts, SELLER no costs.
    const workshop = await readFeed('oficina@demo.pt', cursors['oficina@demo.pt']);
    expect(workshop.changes).toEqual([expect.objectContaining(costGone)]);
    const seller = await readFeed('vendedor@demo.pt', cursors['vendedor@demo.pt']);
    expect(seller.changes).toEqual([expect.objectContaining(interactionGone)]);
    // The super user sees neither entity.
    const superFeed = await readFeed('super@montra.pt', cursors['super@montra.pt']);
    expect(superFeed.changes).toEqual([]);

    for (const u of USERS) scratch[u].cursor = (await readFeed(u, cursors[u])).cursor;
  });

  it("tells a SELLER of their own sales' deletions only, and the admin of every one", async () => {
    const db = t.database.db;
    const seller = userUuid('vendedor@demo.pt');
    const sales = await db.select().from(s.sales).where(eq(s.sales.companyUuid, DEMO_COMPANY));
    const own = sales.find((x) => x.sellerUuid === seller);
    const other = sales.find((x) => x.sellerUuid !== null && x.sellerUuid !== seller);
    if (!own || !other) throw new Error('the demo data needs sales of two sellers');
    const before = { admin: scratch['admin@demo.pt'].cursor, seller: scratch['vendedor@demo.pt'].cursor };

    await db.delete(s.sales).where(inArray(s.sales.uuid, [own.uuid, other.uuid]));

    const adminFeed = await readFeed('admin@demo.pt', before.admin);
    const adminGone = adminFeed.changes.filter((c) => c.op === 'delete' && c.entity === 'sales').map(uuidOf);
    expect(adminGone.sort()).toEqual([own.uuid, other.uuid].sort());

    const sellerFeed = await readFeed('vendedor@demo.pt', before.seller);
    const sellerGone = sellerFeed.changes
      .filter((c) => c.op === 'delete' && c.entity === 'sales')
      .map(uuidOf);
    expect(sellerGone).toEqual([own.uuid]);

    scratch['admin@demo.pt'].cursor = adminFeed.cursor;
    scratch['vendedor@demo.pt'].cursor = sellerFeed.cursor;
  });

  it('sends an update once, as a put with the new rowVersion and the caller’s fields', async () => {
    const db = t.database.db;
    const [vehicle] = await db
      .select()
      .from(s.vehicles)
      .where(eq(s.vehicles.companyUuid, DEMO_COMPANY))
      .orderBy(asc(s.vehicles.uuid))
      .limit(1);
    if (!vehicle) throw new Error('no demo vehicle');
    const price = (vehicle.sellerPrice ?? 10_000) + 123.45;
    await db.update(s.vehicles).set({ sellerPrice: price }).where(eq(s.vehicles.uuid, vehicle.uuid));

    const admin = await readFeed('admin@demo.pt', scratch['admin@demo.pt'].cursor);
    expect(admin.changes).toHaveLength(1);
    const [change] = admin.changes;
    expect(change).toMatchObject({ op: 'put', entity: 'vehicles' });
    const record = (change as Extract<Change, { op: 'put' }>).record as Vehicle;
    expect(record.uuid).toBe(vehicle.uuid);
    expect(record.sellerPrice).toBe(price);
    expect(record.rowVersion).toBe(vehicle.rowVersion + 1);
    expect(record).toHaveProperty('buyPrice');

    const seller = await readFeed('vendedor@demo.pt', scratch['vendedor@demo.pt'].cursor);
    expect(seller.changes).toHaveLength(1);
    const sellerRecord = (seller.changes[0] as Extract<Change, { op: 'put' }>).record as Partial<Vehicle>;
    expect(sellerRecord).toMatchObject({
      uuid: vehicle.uuid,
      sellerPrice: price,
      rowVersion: vehicle.rowVersion + 1,
    });
    expect(sellerRecord).not.toHaveProperty('buyPrice');

    expect((await readFeed('admin@rival.pt', scratch['admin@rival.pt'].cursor)).changes).toEqual([]);

    // Read again from the new cursor: nothing more.
    expect((await readFeed('admin@demo.pt', admin.cursor)).changes).toEqual([]);
  });

  it("sends the deletion of a user's notification rows to that user only", async () => {
    const seller = userUuid('vendedor@demo.pt');
    const mine = await t.database.db
      .select({ uuid: s.userNotifications.uuid })
      .from(s.userNotifications)
      .where(eq(s.userNotifications.userUuid, seller));
    expect(mine.length).toBeGreaterThan(0);
    const cursors = {
      seller: (await readFeed('vendedor@demo.pt', scratch['vendedor@demo.pt'].cursor)).cursor,
      admin: (await readFeed('admin@demo.pt', scratch['admin@demo.pt'].cursor)).cursor,
    };
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${seller}/notifications`,
      headers: bearer(tokens['admin@demo.pt']),
    });
    expect(cleared.statusCode).toBe(200);

    const sellerFeed = await readFeed('vendedor@demo.pt', cursors.seller);
    expect(sellerFeed.changes.every((c) => c.op === 'delete' && c.entity === 'notifications')).toBe(true);
    expect(sellerFeed.changes.map(uuidOf).sort()).toEqual(mine.map((n) => n.uuid).sort());
    const adminFeed = await readFeed('admin@demo.pt', cursors.admin);
    expect(adminFeed.changes).toEqual([]);
  });

  it('answers a cursor past the end with an empty page that keeps the cursor', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sync/changes?since=999999999999',
      headers: bearer(tokens['admin@demo.pt']),
    });
    expect(res.statusCode).toBe(200);
    expect(body<ChangesPage>(res)).toEqual({
      changes: [],
      cursor: '999999999999',
      hasMore: false,
      authz: authzMarker({ isSuperUser: false, role: 'ADMIN', companyUuid: DEMO_COMPANY }),
    });
  });

  it('still pages without repeats or gaps when rows change between pages', async () => {
    const db = t.database.db;
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/sync/changes',
      query: { since: '', limit: String(LIMIT) },
      headers: bearer(tokens['admin@demo.pt']),
    });
    const page = body<ChangesPage>(first);
    // Touch every vehicle already delivered on the first page: each must come again, later.
    const delivered = page.changes.filter((c) => c.entity === 'vehicles').map(uuidOf);
    if (delivered.length > 0) {
      await db.update(s.vehicles).set({ observations: 'tocado' }).where(inArray(s.vehicles.uuid, delivered));
    }
    const rest = await readFeed('admin@demo.pt', page.cursor);
    const again = rest.changes.filter((c) => c.entity === 'vehicles' && delivered.includes(uuidOf(c)));
    expect(again).toHaveLength(delivered.length);
    const all = [...page.changes, ...rest.changes];
    const vehicles = new Set(all.filter((c) => c.entity === 'vehicles').map(uuidOf));
    expect([...vehicles].sort()).toEqual(await companyVehicleUuids(DEMO_COMPANY));
  });
});

describe('bad requests', () => {
  it.each([
    ['since', 'abc'],
    ['since', '-1'],
    ['since', '1.5'],
    ['limit', '0'],
    ['limit', '5000'],
    ['limit', 'x'],
    ['limit', '-3'],
  ])('answers 400 with fields for %s=%s', async (name, value) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sync/changes',
      query: { [name]: value },
      headers: bearer(tokens['admin@demo.pt']),
    });
    expect(res.statusCode).toBe(400);
    const err = body<ErrorBody>(res).error;
    expect(err.code).toBe('VALIDATION');
    expect(err.fields?.[name]).toEqual(expect.any(String));
  });

  it('answers 401 without a token or with a bad one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/sync/changes' });
    expect(none.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/sync/changes',
      headers: bearer('not-a-token'),
    });
    expect(bad.statusCode).toBe(401);
  });

  it('answers 401 to a deactivated user', async () => {
    const token = await t.login('vendedor2@demo.pt');
    await t.database.db
      .update(s.users)
      .set({ isActive: false })
      .where(eq(s.users.uuid, userUuid('vendedor2@demo.pt')));
    const res = await t.app.inject({ method: 'GET', url: '/api/sync/changes', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });
});
