/**
 * The change feed (GET /api/sync/changes): every record the caller may see
 * that changed after the cursor, and the deletions, in change_seq order.
 * One query over the seqs of every visible table (each with the caller's
 * company scope, at most `limit` + 1 past the cursor) finds which tables the
 * page holds and the seq just past it; then each of those tables reads its
 * rows below it, which together are exactly the next `limit` changes overall,
 * so pages never skip or repeat (changes are numbered at commit under one
 * advisory lock, migration 0017: seq order is commit order).
 */
import { and, asc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { can } from '../../src/domain/permissions';
import { ENTITY_TABLES, type Change, type ChangesPage, type SyncEntity } from '../../src/domain/sync';
import { authzMarker, canSeeCosts, readsCatalogue, usersVisible } from '../../src/domain/visibility';
import type { AuthedUser } from '../auth/guard';
import type { Db, DbOrTx } from '../db/client';
import * as s from '../db/schema';
import { visibleContactsWhere } from '../repositories/contacts';
import * as ser from '../wire/serializers';

interface Source {
  entity: SyncEntity;
  /** The changes after `since` and before `before` (when given), at most `limit`, in seq order. */
  read(db: DbOrTx, since: number, limit: number, before?: number): Promise<Change[]>;
  /** The seqs of the first `limit` changes after `since`: a subquery of the page's boundary query. */
  seqs(since: number, limit: number): SQL;
  /** How many records the caller may see in all (first page of a sync from scratch). */
  count(db: DbOrTx): Promise<number>;
}

type ScopedTable = PgTable & { changeSeq: PgColumn; companyUuid?: PgColumn };

/** change_seq after `since` and, when given, before `before`. */
function window(column: PgColumn, since: number, before: number | undefined): SQL | undefined {
  return before === undefined ? gt(column, since) : and(gt(column, since), lt(column, before));
}

function tableSource<T extends ScopedTable>(
  entity: SyncEntity,
  table: T,
  where: SQL | undefined,
  map: (row: T['$inferSelect']) => { uuid: string },
): Source {
  return {
    entity,
    async read(db, since, limit, before) {
      const rows = (await db
        .select()
        .from(table as PgTable)
        .where(and(window(table.changeSeq, since, before), where))
        .orderBy(asc(table.changeSeq))
        .limit(limit)) as (T['$inferSelect'] & { changeSeq: number })[];
      return rows.map((row) => ({ entity, op: 'put' as const, seq: row.changeSeq, record: map(row) }));
    },
    seqs: (since, limit) =>
      sql`select ${table.changeSeq} as seq from ${table} where ${and(gt(table.changeSeq, since), where)} order by ${table.changeSeq} limit ${limit}`,
    async count(db) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(table as PgTable)
        .where(where);
      return row?.n ?? 0;
    },
  };
}

/** What the actor may see, table by table (design §6). */
function sourcesFor(actor: AuthedUser): Source[] {
  if (actor.isSuperUser) {
    // Platform administration only: no vehicles, sales or contacts.
    return [
      tableSource('companies', s.companies, undefined, ser.toCompanyRecord),
      tableSource('users', s.users, undefined, ser.toUser),
      tableSource('stands', s.stands, undefined, ser.toStand),
      tableSource('suppliers', s.suppliers, undefined, ser.toSupplier),
      tableSource('financials', s.financials, undefined, ser.toFinancial),
      tableSource('categories', s.categories, undefined, ser.toCategory),
      tableSource('extras', s.extras, undefined, ser.toExtra),
    ];
  }
  const company = actor.companyUuid ?? '00000000-0000-0000-0000-000000000000';
  const sources: Source[] = [
    tableSource('companies', s.companies, eq(s.companies.uuid, company), ser.toCompanyRecord),
    tableSource('stands', s.stands, eq(s.stands.companyUuid, company), ser.toStand),
    tableSource('financials', s.financials, eq(s.financials.companyUuid, company), ser.toFinancial),
    tableSource('categories', s.categories, undefined, ser.toCategory),
    tableSource('extras', s.extras, undefined, ser.toExtra),
    notificationSource(actor),
  ];
  // A colleague whole for the roles that list users, a display name for the others; a CLIENT none.
  if (usersVisible(actor)) {
    sources.push(
      tableSource('users', s.users, eq(s.users.companyUuid, company), (r) => ser.toUserFor(actor, r)),
    );
  }
  if (can(actor, 'supplier.read')) {
    sources.push(tableSource('suppliers', s.suppliers, eq(s.suppliers.companyUuid, company), ser.toSupplier));
  }
  if (can(actor, 'vehicle.read')) {
    sources.push(
      tableSource('vehicles', s.vehicles, eq(s.vehicles.companyUuid, company), (r) =>
        ser.toVehicle(actor, r),
      ),
      tableSource('photos', s.vehiclePhotos, eq(s.vehiclePhotos.companyUuid, company), ser.toPhoto),
      tableSource('videos', s.vehicleVideos, eq(s.vehicleVideos.companyUuid, company), ser.toVideo),
    );
    // A vehicle's files are the dealer's papers: no part of the catalogue a CLIENT reads.
    if (!readsCatalogue(actor)) {
      sources.push(
        tableSource('files', s.vehicleFiles, eq(s.vehicleFiles.companyUuid, company), ser.toVehicleFile),
      );
    }
  }
  if (canSeeCosts(actor)) {
    sources.push(tableSource('costs', s.vehicleCosts, eq(s.vehicleCosts.companyUuid, company), ser.toCost));
  }
  if (can(actor, 'nav.sold')) {
    const own = can(actor, 'sold.ownOnly') ? eq(s.sales.sellerUuid, actor.uuid) : undefined;
    sources.push(
      tableSource('sales', s.sales, and(eq(s.sales.companyUuid, company), own), (r) => ser.toSale(actor, r)),
    );
  }
  if (can(actor, 'contact.read')) {
    // contactVisibleTo (src/domain/contacts.ts), in the one SQL form the list, chart and CSV use;
    // only the interactions of the contacts the caller sees.
    const visible = visibleContactsWhere(actor, company);
    const assignedOnly = !can(actor, 'contact.readAll');
    sources.push(
      tableSource('contacts', s.contacts, visible, ser.toContact),
      tableSource(
        'interactions',
        s.contactInteractions,
        and(
          eq(s.contactInteractions.companyUuid, company),
          assignedOnly
            ? inArray(
                s.contactInteractions.contactUuid,
                sql`(select ${s.contacts.uuid} from ${s.contacts} where ${visible})`,
              )
            : undefined,
        ),
        ser.toInteraction,
      ),
    );
  }
  return sources;
}

/** The kinds of record the actor's feed holds (the live streams wake them for these only). */
export function visibleEntities(actor: AuthedUser): SyncEntity[] {
  return sourcesFor(actor).map((src) => src.entity);
}

/** The caller's own copies of notifications, with the shared event joined in. */
function notificationSource(actor: AuthedUser): Source {
  return {
    entity: 'notifications',
    async read(db, since, limit, before) {
      const rows = await db
        .select()
        .from(s.userNotifications)
        .innerJoin(s.notifications, eq(s.notifications.uuid, s.userNotifications.notificationUuid))
        .where(
          and(
            eq(s.userNotifications.userUuid, actor.uuid),
            window(s.userNotifications.changeSeq, since, before),
          ),
        )
        .orderBy(asc(s.userNotifications.changeSeq))
        .limit(limit);
      return rows.map((r) => ({
        entity: 'notifications' as const,
        op: 'put' as const,
        seq: r.user_notifications.changeSeq,
        record: ser.toUserNotification(r.user_notifications, r.notifications),
      }));
    },
    // The join only adds the shared event: the user's copies alone say which seqs there are.
    seqs: (since, limit) =>
      sql`select ${s.userNotifications.changeSeq} as seq from ${s.userNotifications} where ${and(eq(s.userNotifications.userUuid, actor.uuid), gt(s.userNotifications.changeSeq, since))} order by ${s.userNotifications.changeSeq} limit ${limit}`,
    async count(db) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(s.userNotifications)
        .where(eq(s.userNotifications.userUuid, actor.uuid));
      return row?.n ?? 0;
    },
  };
}

function tombstoneSource(actor: AuthedUser, entities: SyncEntity[]): Source {
  const byTable = new Map(entities.map((e) => [ENTITY_TABLES[e], e]));
  const t = s.tombstones;
  const ownedOnly = (table: string) => or(ne(t.entity, table), eq(t.ownerUuid, actor.uuid));
  const scope = actor.isSuperUser
    ? undefined
    : and(
        or(eq(t.companyUuid, actor.companyUuid ?? ''), isNull(t.companyUuid)),
        or(isNull(t.userUuid), eq(t.userUuid, actor.uuid)),
        // Deletions follow visibility: roles limited to their own sales, or to the contacts assigned
        // to them, only hear of the deletions of what was theirs (the trigger of migration 0008
        // names the holder; a record moved to someone else names its former holder).
        can(actor, 'sold.ownOnly') ? ownedOnly(ENTITY_TABLES.sales) : undefined,
        can(actor, 'contact.readAll')
          ? undefined
          : and(ownedOnly(ENTITY_TABLES.contacts), ownedOnly(ENTITY_TABLES.interactions)),
      );
  return {
    entity: 'companies',
    async read(db, since, limit, before) {
      const rows = await db
        .select()
        .from(t)
        .where(and(window(t.changeSeq, since, before), inArray(t.entity, [...byTable.keys()]), scope))
        .orderBy(asc(t.changeSeq))
        .limit(limit);
      return rows.flatMap((row) => {
        const entity = byTable.get(row.entity);
        return entity ? [{ entity, op: 'delete' as const, seq: row.changeSeq, uuid: row.uuid }] : [];
      });
    },
    seqs: (since, limit) =>
      sql`select ${t.changeSeq} as seq from ${t} where ${and(gt(t.changeSeq, since), inArray(t.entity, [...byTable.keys()]), scope)} order by ${t.changeSeq} limit ${limit}`,
    count: async () => 0,
  };
}

export async function readChanges(
  db: Db,
  actor: AuthedUser,
  since: number,
  limit: number,
): Promise<ChangesPage> {
  const sources = sourcesFor(actor);
  // From scratch the mirror is empty: deletions before now have nothing to delete.
  if (since > 0) {
    sources.push(
      tombstoneSource(
        actor,
        sources.map((src) => src.entity),
      ),
    );
  }
  // One snapshot for every table, read one after another: a commit landing between two reads
  // could otherwise show a later change and hide an earlier one.
  const batches = await db.transaction(
    async (tx) => {
      // First the page's seqs and their tables, from the seqs alone in one query: the seq just past
      // the page bounds every table's read, and a table with nothing in the page is not read at
      // all (before, each table gave `limit` rows, most of them dropped by the merge).
      const page = await tx.execute<{ seq: number | string; src: number }>(
        sql`select seq, src from (${sql.join(
          sources.map(
            (src, i) =>
              sql`(select seq, ${sql.raw(String(i))} as src from (${src.seqs(since, limit + 1)}) as t${sql.raw(String(i))})`,
          ),
          sql` union all `,
        )}) as page order by seq limit ${limit + 1}`,
      );
      const past = page.rows[limit];
      const before = past === undefined ? undefined : Number(past.seq);
      const inPage = new Set(page.rows.slice(0, limit).map((r) => Number(r.src)));
      const out: Change[][] = [];
      let total = 0;
      for (const [i, src] of sources.entries()) {
        if (inPage.has(i)) out.push(await src.read(tx, since, limit, before));
        if (since === 0) total += await src.count(tx);
      }
      return { out, total, hasMore: before !== undefined };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const changes = batches.out.flat().sort((a, b) => a.seq - b.seq);
  const last = changes.at(-1);
  return {
    changes,
    cursor: String(last ? last.seq : since),
    hasMore: batches.hasMore,
    authz: authzMarker(actor),
    ...(since === 0 ? { total: batches.total } : {}),
  };
}
