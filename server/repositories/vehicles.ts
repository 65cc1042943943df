/** Vehicles and their costs in the database. Functions take the database or a transaction. */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { sameRowVersion } from '../db/versioned';
import type { DbOrTx } from '../db/client';
import { sales, stands, suppliers, vehicleCosts, vehicles } from '../db/schema';

export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;
export type CostRow = typeof vehicleCosts.$inferSelect;
export type NewCostRow = typeof vehicleCosts.$inferInsert;
export type StandRow = typeof stands.$inferSelect;

/** A vehicle with the location of its stand (spec 01 §3 standLocation). */
export interface LocatedVehicle {
  row: VehicleRow;
  standLocation: string | null;
}

export async function findVehicle(db: DbOrTx, uuid: string): Promise<VehicleRow | undefined> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.uuid, uuid)).limit(1);
  return row;
}

/** The vehicle if the stored rowVersion is the expected one (or none is given). */
export async function findVehicleAtVersion(
  db: DbOrTx,
  uuid: string,
  expectedVersion?: number,
): Promise<VehicleRow | undefined> {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(sameRowVersion(vehicles, uuid, expectedVersion));
  return row;
}

export async function insertVehicle(db: DbOrTx, values: NewVehicleRow): Promise<VehicleRow> {
  const [row] = await db.insert(vehicles).values(values).returning();
  if (!row) throw new Error('vehicle insert returned nothing');
  return row;
}

/** Updates when the stored rowVersion is the expected one (or none is given); undefined otherwise. */
export async function updateVehicle(
  db: DbOrTx,
  uuid: string,
  values: Partial<NewVehicleRow>,
  expectedVersion?: number,
): Promise<VehicleRow | undefined> {
  const [row] = await db
    .update(vehicles)
    .set(values)
    .where(sameRowVersion(vehicles, uuid, expectedVersion))
    .returning();
  return row;
}

export interface VehicleScope {
  companyUuid: string;
  standUuid?: string;
  availabilities?: readonly string[];
  /** Vehicles whose sale was made by this user. */
  sellerUuid?: string;
}

/** The vehicles of a company (or of one of its stands), by brand and model. */
export async function listVehicles(db: DbOrTx, scope: VehicleScope): Promise<LocatedVehicle[]> {
  const where: (SQL | undefined)[] = [eq(vehicles.companyUuid, scope.companyUuid)];
  if (scope.standUuid) where.push(eq(vehicles.standUuid, scope.standUuid));
  if (scope.availabilities) where.push(inArray(vehicles.availability, [...scope.availabilities]));
  if (scope.sellerUuid) {
    where.push(
      inArray(
        vehicles.uuid,
        db
          .select({ uuid: sales.vehicleUuid })
          .from(sales)
          .where(and(eq(sales.companyUuid, scope.companyUuid), eq(sales.sellerUuid, scope.sellerUuid))),
      ),
    );
  }
  const rows = await db
    .select({ row: vehicles, standLocation: stands.location })
    .from(vehicles)
    .leftJoin(stands, eq(stands.uuid, vehicles.standUuid))
    .where(and(...where))
    .orderBy(asc(vehicles.brand), asc(vehicles.model), asc(vehicles.licensePlate));
  return rows;
}

/** Every vehicle of a company, whatever its availability (the stock analysis). */
export function listCompanyVehicleRows(db: DbOrTx, companyUuid: string): Promise<VehicleRow[]> {
  return db.select().from(vehicles).where(eq(vehicles.companyUuid, companyUuid));
}

/** The company's vehicles in one of these availabilities with their stand's location, by brand and model (the stock CSV). */
export function listLocatedByAvailability(
  db: DbOrTx,
  companyUuid: string,
  availabilities: readonly string[],
) {
  return db
    .select({ vehicle: vehicles, location: stands.location })
    .from(vehicles)
    .leftJoin(stands, eq(stands.uuid, vehicles.standUuid))
    .where(and(eq(vehicles.companyUuid, companyUuid), inArray(vehicles.availability, [...availabilities])))
    .orderBy(vehicles.brand, vehicles.model);
}

export async function findStand(db: DbOrTx, uuid: string): Promise<StandRow | undefined> {
  const [row] = await db.select().from(stands).where(eq(stands.uuid, uuid)).limit(1);
  return row;
}

export async function findSupplier(db: DbOrTx, uuid: string) {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.uuid, uuid)).limit(1);
  return row;
}

// Costs.

export async function costsOfVehicle(db: DbOrTx, vehicleUuid: string): Promise<CostRow[]> {
  return db
    .select()
    .from(vehicleCosts)
    .where(eq(vehicleCosts.vehicleUuid, vehicleUuid))
    .orderBy(asc(vehicleCosts.date), asc(vehicleCosts.uuid));
}

/** What the totals of a company's vehicles need: type and value of every cost. */
export async function costAmountsOfCompany(db: DbOrTx, companyUuid: string) {
  return db
    .select({
      vehicleUuid: vehicleCosts.vehicleUuid,
      costType: vehicleCosts.costType,
      value: vehicleCosts.value,
    })
    .from(vehicleCosts)
    .where(eq(vehicleCosts.companyUuid, companyUuid));
}

export async function findCost(db: DbOrTx, uuid: string): Promise<CostRow | undefined> {
  const [row] = await db.select().from(vehicleCosts).where(eq(vehicleCosts.uuid, uuid)).limit(1);
  return row;
}

export async function findCosts(db: DbOrTx, uuids: readonly string[]): Promise<CostRow[]> {
  if (uuids.length === 0) return [];
  return db
    .select()
    .from(vehicleCosts)
    .where(inArray(vehicleCosts.uuid, [...uuids]));
}

export async function insertCosts(db: DbOrTx, values: NewCostRow[]): Promise<CostRow[]> {
  if (values.length === 0) return [];
  return db.insert(vehicleCosts).values(values).returning();
}

export async function updateCost(
  db: DbOrTx,
  uuid: string,
  values: Partial<NewCostRow>,
  expectedVersion?: number,
): Promise<CostRow | undefined> {
  const [row] = await db
    .update(vehicleCosts)
    .set(values)
    .where(sameRowVersion(vehicleCosts, uuid, expectedVersion))
    .returning();
  return row;
}

/** Removes these costs of this vehicle; others are left alone. */
export async function deleteCosts(db: DbOrTx, vehicleUuid: string, uuids: readonly string[]): Promise<void> {
  if (uuids.length === 0) return;
  await db
    .delete(vehicleCosts)
    .where(and(eq(vehicleCosts.vehicleUuid, vehicleUuid), inArray(vehicleCosts.uuid, [...uuids])));
}
