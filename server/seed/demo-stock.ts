/**
 * The stock part of the demo data set (design §7): about 60 vehicles of Auto
 * Demo Aveiro in every availability, with costs, photos, sales, contacts with
 * interactions and notifications, and about 10 vehicles of Rival Motors Porto.
 * Every row has a stable uuid and inserts skip rows that exist, so a second run
 * changes nothing; values come from seeded PRNGs, dates are relative to `today`.
 */
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Availability } from '../../src/domain/enums';
import type { DbOrTx } from '../db/client';
import {
  contactInteractions,
  contacts,
  extras,
  notifications,
  sales,
  userNotifications,
  vehicleCosts,
  vehiclePhotos,
  vehicles,
} from '../db/schema';
import { AVEIRO_PLACES, PORTO_PLACES } from './demo-catalogue';
import { buildContacts } from './demo-contacts';
import { buildCosts, buildPhotos } from './demo-costs';
import { buildNotifications } from './demo-notifications';
import { DEMO_COMPANY, DEMO_STANDS, DEMO_USERS, RIVAL_COMPANY, userUuid } from './demo-organisation';
import { buildSales } from './demo-sales';
import { buildVehicles, type SeededVehicle } from './demo-vehicles';
import { prng, stableUuid } from './ids';

const DEMO_COUNTS: Record<Availability, number> = {
  READY_FOR_SALE: 28,
  VERIFYING: 6,
  REPARING: 6,
  SOLD: 10,
  DELIVERED: 10,
};
const RIVAL_COUNTS: Record<Availability, number> = {
  READY_FOR_SALE: 6,
  VERIFYING: 1,
  REPARING: 1,
  SOLD: 1,
  DELIVERED: 1,
};

const u = userUuid;
const activeUsersOf = (company: string) =>
  DEMO_USERS.filter((d) => d.company === company && d.isActive !== false).map((d) => u(d.username));

export async function seedStock(db: DbOrTx, today: Date): Promise<void> {
  const extraRows = await db
    .select({ description: extras.description })
    .from(extras)
    .orderBy(extras.description);
  const extraList = extraRows.map((e) => e.description);

  const demo = demoVehicles(extraList, today);
  const rival = rivalVehicles(extraList, today);

  const demoSales = buildSales(
    demo,
    {
      key: 'demo',
      seed: 1103,
      sellers: [u('vendedor@demo.pt'), u('vendedor2@demo.pt'), u('admin@demo.pt')],
      creators: [u('admin@demo.pt'), u('gestor@demo.pt')],
      financials: ['santander', 'cetelem', 'credibom'].map((f) => stableUuid(`financial:${f}`)),
      places: AVEIRO_PLACES,
    },
    today,
  );
  const rivalSales = buildSales(
    rival,
    {
      key: 'rival',
      seed: 2103,
      sellers: [u('vendedor@rival.pt'), u('admin@rival.pt')],
      creators: [u('admin@rival.pt')],
      financials: [stableUuid('financial:rival-bpi')],
      places: PORTO_PLACES,
    },
    today,
  );

  const demoContacts = buildContacts(
    {
      key: 'demo',
      companyUuid: DEMO_COMPANY,
      seed: 1104,
      count: 25,
      sellers: [u('vendedor@demo.pt'), u('vendedor2@demo.pt')],
      creators: [u('admin@demo.pt'), u('gestor@demo.pt'), u('vendedor@demo.pt'), u('vendedor2@demo.pt')],
      places: AVEIRO_PLACES,
      landline: '234',
    },
    today,
  );
  const rivalContacts = buildContacts(
    {
      key: 'rival',
      companyUuid: RIVAL_COMPANY,
      seed: 2104,
      count: 2,
      sellers: [u('vendedor@rival.pt')],
      creators: [u('admin@rival.pt')],
      places: PORTO_PLACES,
      landline: '22',
    },
    today,
  );

  const demoEvents = buildNotifications(
    demo,
    {
      key: 'demo',
      companyUuid: DEMO_COMPANY,
      seed: 1105,
      counts: { NEW_VEHICLE: 5, UPDATED_VEHICLE: 5, SOLD_VEHICLE: 5 },
      users: activeUsersOf(DEMO_COMPANY),
    },
    today,
  );
  const rivalEvents = buildNotifications(
    rival,
    {
      key: 'rival',
      companyUuid: RIVAL_COMPANY,
      seed: 2105,
      counts: { NEW_VEHICLE: 1, UPDATED_VEHICLE: 0, SOLD_VEHICLE: 0 },
      users: activeUsersOf(RIVAL_COMPANY),
    },
    today,
  );

  await insertAll(
    db,
    vehicles,
    [...demo, ...rival].map((v) => v.row),
  );
  await insertAll(db, vehicleCosts, [
    ...buildCosts(demo, 'demo', 1101, today),
    ...buildCosts(rival, 'rival', 2101, today),
  ]);
  await insertAll(db, vehiclePhotos, [
    ...buildPhotos(demo, 'demo', 1102),
    ...buildPhotos(rival, 'rival', 2102),
  ]);
  await insertAll(db, sales, [...demoSales, ...rivalSales]);
  await insertAll(db, contacts, [...demoContacts.contacts, ...rivalContacts.contacts]);
  await insertAll(db, contactInteractions, [...demoContacts.interactions, ...rivalContacts.interactions]);
  await insertAll(db, notifications, [...demoEvents.notifications, ...rivalEvents.notifications]);
  await insertAll(db, userNotifications, [...demoEvents.userNotifications, ...rivalEvents.userNotifications]);
}

function demoVehicles(extraList: string[], today: Date): SeededVehicle[] {
  const availabilities = shuffled(DEMO_COUNTS, 1100);
  const inStock = indexesOf(availabilities, ['READY_FOR_SALE', 'VERIFYING', 'REPARING']);
  const verifying = indexesOf(availabilities, ['VERIFYING']);
  const reparing = indexesOf(availabilities, ['REPARING']);
  // The waiting list: vehicles still being checked or repaired with no list price yet.
  const priceless = new Map<number, null | 0>([
    [verifying[0] ?? -1, null],
    [verifying[1] ?? -1, null],
    [verifying[2] ?? -1, 0],
    [reparing[0] ?? -1, 0],
    [reparing[1] ?? -1, null],
  ]);
  return buildVehicles(
    {
      key: 'demo',
      companyUuid: DEMO_COMPANY,
      seed: 1100,
      availabilities,
      stands: [
        { uuid: DEMO_STANDS.ilhavo, location: 'ILHAVO', name: 'Stand Ílhavo' },
        { uuid: DEMO_STANDS.aveiro, location: 'AVEIRO', name: 'Stand Aveiro' },
      ],
      withoutStand: new Set([inStock[4] ?? -1, inStock[15] ?? -1, inStock[27] ?? -1]),
      priceless,
      suppliers: ['leiloes', 'importauto', 'particular'].map((s) => stableUuid(`supplier:${s}`)),
      extras: extraList,
      retakePeople: [u('vendedor@demo.pt'), u('vendedor2@demo.pt'), u('gestor@demo.pt')],
      currentMonthSales: { sold: 4, delivered: 3 },
    },
    today,
  );
}

function rivalVehicles(extraList: string[], today: Date): SeededVehicle[] {
  return buildVehicles(
    {
      key: 'rival',
      companyUuid: RIVAL_COMPANY,
      seed: 2100,
      availabilities: shuffled(RIVAL_COUNTS, 2100),
      stands: [{ uuid: DEMO_STANDS.porto, location: 'PORTO', name: 'Stand Porto' }],
      suppliers: [stableUuid('supplier:rival')],
      extras: extraList,
      retakePeople: [u('vendedor@rival.pt')],
      currentMonthSales: { sold: 1, delivered: 0 },
    },
    today,
  );
}

/** The availabilities in a fixed, mixed order (Fisher–Yates with a seeded PRNG). */
export function shuffled(counts: Record<Availability, number>, seed: number): Availability[] {
  const list = (Object.entries(counts) as [Availability, number][]).flatMap(([a, n]) =>
    Array<Availability>(n).fill(a),
  );
  const rand = prng(seed);
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [list[i], list[j]] = [list[j] as Availability, list[i] as Availability];
  }
  return list;
}

function indexesOf(list: readonly Availability[], wanted: readonly Availability[]): number[] {
  return list.flatMap((a, i) => (wanted.includes(a) ? [i] : []));
}

/** Batched inserts that skip rows already there (by primary key or unique index). */
export async function insertAll<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: PgInsertValue<T>[],
  batch = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    await db
      .insert(table)
      .values(rows.slice(i, i + batch))
      .onConflictDoNothing();
  }
}
