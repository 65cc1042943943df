/**
 * The change feed (GET /api/sync/changes): every record the caller may see
 * that changed after the cursor, and the deletions, in change_seq order.
 * Each visible table is read with the caller's company scope and at most
 * `limit` rows past the cursor; merging those and keeping the first `limit`
 * gives exactly the next `limit` changes overall, so pages never skip or
 * repeat (the triggers' advisory lock makes seq order the commit order).
 */
import { and, asc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { can } from '../../src/domain/permissions';
import { ENTITY_TABLES, type Change, type ChangesPage, type SyncEntity } from '../../src/domain/sync';
import { canSeeCosts } from '../../src/domain/visibility';
import type { AuthedUser } from '../auth/guard';
import type { Db, DbOrTx } from '../db/client';
import * as s from '../db/schema';
import { visibleContactsWhere } from '../routes/contacts-repository';
import * as ser from './serializers';

interface Source {
  entity: SyncEntity;
  read(db: DbOrTx, since: number, limit: number): Promise<Change[]>;
  /** How many records the caller may see in all (first page of a sync from scratch). */
  count(db: DbOrTx): Promise<number>;
}

type ScopedTable = PgTable & { changeSeq: PgColumn; companyUuid?: PgColumn };

function tableSource<T extends ScopedTable>(
  entity: SyncEntity,
  table: T,
  where: SQL | undefined,
  map: (row: T['$inferSelect']) => { uuid: string },
): Source {
  return {
    entity,
    async read(db, since, limit) {
      const rows = (await db
        .select()
        .from(table as PgTable)
        .where(and(gt(table.changeSeq, since), where))
        .orderBy(asc(table.changeSeq))
        .limit(limit)) as (T['$inferSelect'] & { changeSeq: number })[];
      return rows.map((row) => ({ entity, op: 'put' as const, seq: row.changeSeq, record: map(row) }));
    },
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
    tableSource('users', s.users, eq(s.users.companyUuid, company), ser.toUser),
    tableSource('stands', s.stands, eq(s.stands.companyUuid, company), ser.toStand),
    tableSource('financials', s.financials, eq(s.financials.companyUuid, company), ser.toFinancial),
    tableSource('categories', s.categories, undefined, ser.toCategory),
    tableSource('extras', s.extras, undefined, ser.toExtra),
    notificationSource(actor),
  ];
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
      tableSource('files', s.vehicleFiles, eq(s.vehicleFiles.companyUuid, company), ser.toVehicleFile),
    );
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

/** The caller's own copies of notifications, with the shared event joined in. */
function notificationSource(actor: AuthedUser): Source {
  return {
    entity: 'notifications',
    async read(db, since, limit) {
      const rows = await db
        .select()
        .from(s.userNotifications)
        .innerJoin(s.notifications, eq(s.notifications.uuid, s.userNotifications.notificationUuid))
        .where(and(eq(s.userNotifications.userUuid, actor.uuid), gt(s.userNotifications.changeSeq, since)))
        .orderBy(asc(s.userNotifications.changeSeq))
        .limit(limit);
      return rows.map((r) => ({
        entity: 'notifications' as const,
        op: 'put' as const,
        seq: r.user_notifications.changeSeq,
        record: ser.toUserNotification(r.user_notifications, r.notifications),
      }));
    },
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
  const scope = actor.isSuperUser
    ? undefined
    : and(
        or(eq(t.companyUuid, actor.companyUuid ?? ''), isNull(t.companyUuid)),
        or(isNull(t.userUuid), eq(t.userUuid, actor.uuid)),
        // Roles limited to their own sales only hear of their own sales' deletions.
        can(actor, 'sold.ownOnly')
          ? or(ne(t.entity, ENTITY_TABLES.sales), eq(t.ownerUuid, actor.uuid))
          : undefined,
      );
  return {
    entity: 'companies',
    async read(db, since, limit) {
      const rows = await db
        .select()
        .from(t)
        .where(and(gt(t.changeSeq, since), inArray(t.entity, [...byTable.keys()]), scope))
        .orderBy(asc(t.changeSeq))
        .limit(limit);
      return rows.flatMap((row) => {
        const entity = byTable.get(row.entity);
        return entity ? [{ entity, op: 'delete' as const, seq: row.changeSeq, uuid: row.uuid }] : [];
      });
    },
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
      const out: Change[][] = [];
      let total = 0;
      for (const src of sources) {
        out.push(await src.read(tx, since, limit + 1));
        if (since === 0) total += await src.count(tx);
      }
      return { out, total };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const merged = batches.out.flat().sort((a, b) => a.seq - b.seq);
  const changes = merged.slice(0, limit);
  const last = changes.at(-1);
  return {
    changes,
    cursor: String(last ? last.seq : since),
    hasMore: merged.length > limit,
    ...(since === 0 ? { total: batches.total } : {}),
  };
}
