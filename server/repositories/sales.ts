/**
 * Sales in the database. Functions take the database or a transaction. The
 * sale payload (src/domain/schemas/sales.ts) is nested (retakeVehicle,
 * client); the table keeps it flat (retake_*, client_*): saleColumns maps one
 * onto the other.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { SaleInput } from '../../src/domain/schemas/sales';
import type { DbOrTx } from '../db/client';
import { sameRowVersion } from '../db/versioned';
import { financials, sales, users, vehicles } from '../db/schema';
import type { VehicleRow } from './vehicles';

export type SaleRow = typeof sales.$inferSelect;
export type NewSaleRow = typeof sales.$inferInsert;

export async function findSaleRow(db: DbOrTx, uuid: string): Promise<SaleRow | undefined> {
  const [row] = await db.select().from(sales).where(eq(sales.uuid, uuid)).limit(1);
  return row;
}

export async function findSaleOfVehicle(db: DbOrTx, vehicleUuid: string): Promise<SaleRow | undefined> {
  const [row] = await db.select().from(sales).where(eq(sales.vehicleUuid, vehicleUuid)).limit(1);
  return row;
}

/** What the payload writes, as columns (uuid, company, vehicle and process creator are the caller's to set). */
export type SaleColumns = Omit<NewSaleRow, 'uuid' | 'companyUuid' | 'vehicleUuid' | 'processCreatorUuid'>;

export function saleColumns(input: SaleInput): SaleColumns {
  const retake = input.retake ? input.retakeVehicle : null;
  const c = input.client;
  return {
    dateOfSale: input.dateOfSale,
    sellerUuid: input.sellerUuid,
    processDate: input.processDate,
    deliverDate: input.deliverDate,
    forecastDate: input.forecastDate,
    monthWarranty: input.monthWarranty,
    mileageWarranty: input.mileageWarranty,
    origin: input.origin,
    standLocation: input.standLocation,
    vehicleKilometersOnSaleDate: input.vehicleKilometersOnSaleDate,
    salePrice: input.salePrice,
    effectivePrice: input.effectivePrice,
    onSignedContractValue: input.onSignedContractValue,
    onVehicleDeliveryValue: input.onVehicleDeliveryValue,
    loan: input.loan,
    loanValue: input.loanValue,
    loanCompany: input.loanCompany,
    hasRetake: input.retake,
    retakeBrand: retake?.brand ?? null,
    retakeModel: retake?.model ?? null,
    retakeLicensePlate: retake?.licensePlate ?? null,
    retakeMileage: retake?.mileage ?? null,
    retakeValue: retake?.retakeValue ?? null,
    businessNotes: input.businessNotes,
    workToBeDone: input.workToBeDone,
    clientName: c.name,
    clientBirthDate: c.birthDate,
    clientCivilState: c.civilState,
    clientCitizenshipNumber: c.citizenshipNumber,
    clientExpireCcDate: c.expireCcDate,
    clientFinanceNumber: c.financeNumber,
    clientStreet: c.street,
    clientParish: c.parish,
    clientCounty: c.county,
    clientDistrict: c.district,
    clientPostalCode: c.postalCode,
    clientMobileNumber: c.mobileNumber,
    clientEmail: c.email,
    clientActivity: c.activity,
    clientObservations: c.observations,
  };
}

export async function insertSale(db: DbOrTx, values: NewSaleRow): Promise<SaleRow> {
  const [row] = await db.insert(sales).values(values).returning();
  if (!row) throw new Error('sale insert returned nothing');
  return row;
}

/** Updates when the stored rowVersion is the expected one (or none is given); undefined otherwise. */
export async function updateSale(
  db: DbOrTx,
  uuid: string,
  values: Partial<NewSaleRow>,
  expectedVersion?: number,
): Promise<SaleRow | undefined> {
  const [row] = await db
    .update(sales)
    .set(values)
    .where(sameRowVersion(sales, uuid, expectedVersion))
    .returning();
  return row;
}

export async function deleteSale(db: DbOrTx, uuid: string): Promise<boolean> {
  const gone = await db.delete(sales).where(eq(sales.uuid, uuid)).returning({ uuid: sales.uuid });
  return gone.length > 0;
}

/**
 * Moves the vehicle to `to` only if it is still in one of `from`: the guard
 * that makes two sales of one vehicle, or a delivery of a vehicle no longer
 * sold, change nothing (the row lock orders concurrent writers).
 */
export async function moveVehicle(
  db: DbOrTx,
  uuid: string,
  from: readonly string[],
  to: string,
  expectedVersion?: number,
): Promise<VehicleRow | undefined> {
  const [row] = await db
    .update(vehicles)
    .set({ availability: to })
    .where(and(sameRowVersion(vehicles, uuid, expectedVersion), inArray(vehicles.availability, [...from])))
    .returning();
  return row;
}

/** An active user of the company (a sale's seller). */
export async function isActiveCompanyUser(db: DbOrTx, companyUuid: string, uuid: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: users.uuid })
    .from(users)
    .where(and(eq(users.uuid, uuid), eq(users.companyUuid, companyUuid), eq(users.isActive, true)))
    .limit(1);
  return row !== undefined;
}

/** A financing company of the company (a sale's loanCompany). */
export async function isCompanyFinancial(db: DbOrTx, companyUuid: string, uuid: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: financials.uuid })
    .from(financials)
    .where(and(eq(financials.uuid, uuid), eq(financials.companyUuid, companyUuid)))
    .limit(1);
  return row !== undefined;
}

/** Every sale of a company (the sold list and its CSV pair them with their vehicles). */
export function listCompanySales(db: DbOrTx, companyUuid: string): Promise<SaleRow[]> {
  return db.select().from(sales).where(eq(sales.companyUuid, companyUuid));
}
