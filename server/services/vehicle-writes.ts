/**
 * The vehicle form writes (spec 01 §2 "Create vehicle", spec 02 §7 PUT /vehicles/{id}):
 * field permissions, references inside the company, the vehicle row, its
 * costs and the notification, all in one transaction (design §5).
 */
import { availabilityLocked } from '../../src/domain/availability';
import type { Availability } from '../../src/domain/enums';
import { MSG } from '../../src/domain/messages';
import { can } from '../../src/domain/permissions';
import {
  lockedPublicationChanges,
  promotionPriceMissing,
  PUBLICATION_MESSAGES,
  settlePromotion,
} from '../../src/domain/publication';
import { costFields, vehicleEditValues } from '../../src/domain/record-defaults';
import { vehicleSchema, type CostInput, type VehicleInput } from '../../src/domain/schemas/vehicles';
import {
  forbiddenVehicleChanges,
  forbiddenVehicleWrites,
  VEHICLE_CHANGE_DEFAULTS,
} from '../../src/domain/visibility';
import type { AuthedUser } from '../auth/guard';
import { isUniqueViolation } from '../db/errors';
import type { Db, DbOrTx } from '../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../errors';
import { recordVehicleEvent } from '../repositories/notifications';
import { parseBody } from '../validate';
import { orderPhotosFromForm } from './photo-writes';
import { vehicleAnswer } from '../wire/vehicle-answers';
import {
  deleteCosts,
  findCosts,
  findStand,
  findSupplier,
  findVehicle,
  findVehicleAtVersion,
  insertCosts,
  insertVehicle,
  updateCost,
  updateVehicle,
  type CostRow,
  type NewCostRow,
  type NewVehicleRow,
  type VehicleRow,
} from '../repositories/vehicles';
import { VEHICLE_FORM_FIELDS, VEHICLE_PUBLICATION_FIELDS } from '../../src/domain/vehicle-diff';

/** The columns the vehicle form writes: same name in the payload and in the table. */
const VEHICLE_COLUMNS = [
  ...VEHICLE_FORM_FIELDS,
  ...VEHICLE_PUBLICATION_FIELDS,
] as const satisfies readonly (keyof VehicleInput & keyof NewVehicleRow)[];
type VehicleColumn = (typeof VEHICLE_COLUMNS)[number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const nonEmpty = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value != null);

function pickColumns<K extends VehicleColumn>(
  input: VehicleInput,
  keys: readonly K[],
): Pick<VehicleInput, K> {
  const out = {} as Pick<VehicleInput, K>;
  for (const key of keys) out[key] = input[key];
  return out;
}

/**
 * The vehicle payload, after the permission checks on what it names: a field
 * the role may not see (403, design §6) or costs without 'vehicle.costs.write' (403).
 */
function readVehicleBody(
  actor: AuthedUser,
  body: unknown,
): { raw: Record<string, unknown>; input: VehicleInput } {
  if (!isRecord(body)) {
    // No body reads as an empty form (each required field named); anything else is not a vehicle.
    if (body == null) parseBody(vehicleSchema, {});
    throw badRequest({ body: MSG.invalidBody });
  }
  if (forbiddenVehicleWrites(actor, body).length > 0) throw forbidden();
  if ((nonEmpty(body.costs) || nonEmpty(body.deletedCosts)) && !can(actor, 'vehicle.costs.write')) {
    throw forbidden();
  }
  return { raw: body, input: parseBody(vehicleSchema, body) };
}

/**
 * 'Publicar Online', 'Destacar veículo' and the promotion change only on a
 * vehicle that is ready for sale once the write is done, and a promotion put on or changed
 * keeps a price (src/domain/publication.ts):
 * 400 on the fields, not 409, which the outbox reads as a stale version to settle.
 */
function checkPublication(
  before: Parameters<typeof lockedPublicationChanges>[0],
  values: Parameters<typeof lockedPublicationChanges>[1],
  availabilityAfter: Availability,
): void {
  const locked = lockedPublicationChanges(before, values, availabilityAfter);
  if (locked.length > 0) {
    throw badRequest(
      Object.fromEntries(locked.map((field) => [field, PUBLICATION_MESSAGES.notReady])),
      PUBLICATION_MESSAGES.notReady,
    );
  }
  if (promotionPriceMissing(before, values)) {
    throw badRequest({ promotionPrice: PUBLICATION_MESSAGES.promotionPriceRequired });
  }
}

/** Stand and supplier must be the company's (and the stand active) when they change. */
async function checkReferences(
  db: DbOrTx,
  companyUuid: string,
  values: Partial<Pick<VehicleInput, 'standUuid' | 'supplierUuid'>>,
  before?: VehicleRow,
): Promise<void> {
  const { standUuid, supplierUuid } = values;
  if (standUuid && standUuid !== before?.standUuid) {
    const stand = await findStand(db, standUuid);
    if (!stand || stand.companyUuid !== companyUuid || !stand.active) {
      throw badRequest({ standUuid: MSG.invalidValue });
    }
  }
  if (supplierUuid && supplierUuid !== before?.supplierUuid) {
    const supplier = await findSupplier(db, supplierUuid);
    if (supplier?.companyUuid !== companyUuid) throw badRequest({ supplierUuid: MSG.invalidValue });
  }
}

export async function createVehicle(db: Db, actor: AuthedUser, body: unknown): Promise<VehicleRow> {
  const companyUuid = actor.companyUuid;
  if (!companyUuid) throw forbidden();
  const { input } = readVehicleBody(actor, body);
  const named = pickColumns(input, VEHICLE_COLUMNS);
  // The create button needs an active stand (spec 01 §6): a new vehicle always enters one.
  if (!named.standUuid) throw badRequest({ standUuid: MSG.required });
  if (forbiddenVehicleChanges(actor, VEHICLE_CHANGE_DEFAULTS, named).length > 0) throw forbidden();
  const values = settlePromotion(VEHICLE_CHANGE_DEFAULTS, named);
  checkPublication(VEHICLE_CHANGE_DEFAULTS, values, values.availability);
  await checkReferences(db, companyUuid, values);
  const uuid = input.uuid ?? undefined;
  if (uuid && (await findVehicle(db, uuid))) throw badRequest({ uuid: MSG.invalidValue });
  try {
    return await db.transaction(async (tx) => {
      const row = await insertVehicle(tx, { ...values, companyUuid, ...(uuid ? { uuid } : {}) });
      await applyCosts(tx, row, input.costs, []);
      await recordVehicleEvent(tx, {
        companyUuid,
        type: 'NEW_VEHICLE',
        vehicle: row,
        authorUuid: actor.uuid,
      });
      return row;
    });
  } catch (err) {
    // The same client uuid sent twice at once: the second finds it taken.
    if (isUniqueViolation(err)) throw badRequest({ uuid: MSG.invalidValue });
    throw err;
  }
}

/** A guarded write matched no row: the record changed (409 with the current one) or went. */
export async function staleVehicle(db: DbOrTx, actor: AuthedUser, uuid: string): Promise<AppError> {
  const current = await findVehicle(db, uuid);
  if (!current) return notFound();
  return conflict(MSG.staleVersion, { current: (await vehicleAnswer(db, actor, current)).vehicle });
}

/** PUT /vehicles/{id}: fields the payload names are written; absent ones are kept. */
export async function replaceVehicle(
  db: Db,
  actor: AuthedUser,
  row: VehicleRow,
  body: unknown,
): Promise<VehicleRow> {
  const locked = availabilityLocked(row.availability as Availability);
  let payload = body;
  // A sold or delivered vehicle keeps its availability; sending it back as it is changes nothing.
  if (locked && isRecord(body) && body.availability === row.availability) {
    const { availability: _same, ...rest } = body;
    payload = rest;
  }
  const { raw, input } = readVehicleBody(actor, payload);
  if (input.uuid && input.uuid.toLowerCase() !== row.uuid) throw badRequest({ uuid: MSG.invalidValue });
  const named: Partial<Pick<VehicleInput, VehicleColumn>> = pickColumns(
    input,
    VEHICLE_COLUMNS.filter((key) => Object.hasOwn(raw, key)),
  );
  // Checked as sent: a role without the permission is refused even when the promotion rule undoes its change.
  if (forbiddenVehicleChanges(actor, row, named).length > 0) throw forbidden();
  // A locked availability is kept; ending a promotion clears its price.
  const values = vehicleEditValues(row, named);
  checkPublication(row, values, values.availability ?? (row.availability as Availability));
  await checkReferences(db, row.companyUuid, values, row);

  try {
    return await db.transaction(async (tx) => {
      const updated =
        Object.keys(values).length > 0
          ? await updateVehicle(tx, row.uuid, values, input.rowVersion)
          : await findVehicleAtVersion(tx, row.uuid, input.rowVersion);
      if (!updated) throw await staleVehicle(tx, actor, row.uuid);
      await applyCosts(tx, updated, input.costs, input.deletedCosts);
      if (input.photos) await orderPhotosFromForm(tx, actor, updated, input.photos);
      await recordVehicleEvent(tx, {
        companyUuid: updated.companyUuid,
        type: 'UPDATED_VEHICLE',
        vehicle: updated,
        authorUuid: actor.uuid,
      });
      return updated;
    });
  } catch (err) {
    // A new cost's client uuid taken between the check and the insert.
    if (isUniqueViolation(err)) throw badRequest({ costs: MSG.invalidValue });
    throw err;
  }
}

// Costs.

export function costValues(c: CostInput) {
  return costFields(c) satisfies Partial<NewCostRow>;
}

const sameCost = (row: CostRow, values: ReturnType<typeof costValues>) =>
  (Object.keys(values) as (keyof typeof values)[]).every((key) => row[key] === values[key]);

/**
 * The costs of a vehicle form: a cost whose uuid is stored on this vehicle is
 * updated, any other is inserted (keeping a client-chosen uuid), and the
 * deletedCosts are removed. A uuid of another vehicle is refused: 404 when it
 * is another company's, 400 on the field otherwise. A deleted cost that is
 * already gone is no error (another device removed it first).
 */
export async function applyCosts(
  tx: DbOrTx,
  vehicle: VehicleRow,
  costs: readonly CostInput[],
  deleted: readonly string[],
): Promise<void> {
  if (costs.length === 0 && deleted.length === 0) return;
  const deletedSet = new Set(deleted);
  const kept = costs
    .map((cost, index) => ({ cost, index }))
    .filter(({ cost }) => !deletedSet.has(cost.uuid ?? ''));
  const seen = new Set<string>();
  for (const { cost, index } of kept) {
    if (!cost.uuid) continue;
    if (seen.has(cost.uuid)) throw badRequest({ [`costs.${index}.uuid`]: MSG.invalidValue });
    seen.add(cost.uuid);
  }
  const stored = new Map((await findCosts(tx, [...seen, ...deletedSet])).map((r) => [r.uuid, r]));
  const assertOwn = (uuid: string, field: string) => {
    const other = stored.get(uuid);
    if (!other || other.vehicleUuid === vehicle.uuid) return;
    if (other.companyUuid !== vehicle.companyUuid) throw notFound();
    throw badRequest({ [field]: MSG.invalidValue });
  };
  for (const { cost, index } of kept) if (cost.uuid) assertOwn(cost.uuid, `costs.${index}.uuid`);
  deleted.forEach((uuid, index) => assertOwn(uuid, `deletedCosts.${index}`));

  await deleteCosts(tx, vehicle.uuid, deleted);
  const inserts: NewCostRow[] = [];
  for (const { cost } of kept) {
    const values = costValues(cost);
    const current = cost.uuid ? stored.get(cost.uuid) : undefined;
    if (!current) {
      inserts.push({
        ...values,
        ...(cost.uuid ? { uuid: cost.uuid } : {}),
        vehicleUuid: vehicle.uuid,
        companyUuid: vehicle.companyUuid,
      });
    } else if (!sameCost(current, values)) {
      await updateCost(tx, current.uuid, values);
    }
  }
  await insertCosts(tx, inserts);
}
