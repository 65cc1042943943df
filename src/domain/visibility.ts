/**
 * Field visibility by role (design §6): which fields of a record an actor may
 * see, and therefore write. The server strips hidden fields from every answer
 * and from the change feed; a write naming a hidden field is refused (403).
 */
import type { Sale, Vehicle } from './entities';
import { can, type Actor, type Permission } from './permissions';
import type { User } from './types';

/** Vehicle fields guarded by a permission; every other field is visible to whoever reads the vehicle. */
export const VEHICLE_FIELD_PERMISSIONS = {
  buyPrice: 'vehicle.field.buyPrice',
  previewCosts: 'vehicle.field.margin',
  associatedCosts: 'vehicle.field.margin',
  sellerPrice: 'vehicle.field.sellerPrice',
  retakePerson: 'vehicle.field.retakeAndVat',
  iva: 'vehicle.field.retakeAndVat',
} as const satisfies Partial<Record<keyof Vehicle, Permission>>;

/** Sale amounts hidden from roles that do not see the sale value (spec 02 §6). */
export const SALE_AMOUNT_FIELDS = [
  'salePrice',
  'effectivePrice',
  'onSignedContractValue',
  'onVehicleDeliveryValue',
  'loanValue',
] as const satisfies readonly (keyof Sale)[];

/**
 * A CLIENT sees a vehicle as a public catalogue shows it: what the car is and what it costs to
 * buy. Never the dealer's notes, papers, trade-in seller, VAT regime or supplier (permissions.ts).
 */
export const CATALOGUE_VEHICLE_FIELDS = [
  'uuid',
  'rowVersion',
  'updatedAt',
  'companyUuid',
  'standUuid',
  'brand',
  'model',
  'version',
  'licensePlate',
  'dateVehicle',
  'firstDateLicensePlate',
  'state',
  'typeVehicle',
  'color',
  'numberDoors',
  'numberSeats',
  'fuel',
  'shift',
  'motorPower',
  'cylinder',
  'mileage',
  'availability',
  'sellerPrice',
  'vehicleExtras',
  'online',
  'isFeatured',
  'isOnPromotion',
  'promotionPrice',
  'shortDescription',
  'longDescription',
] as const satisfies readonly (keyof Vehicle)[];

/** Whether the actor reads vehicles as a catalogue, not as stock (CLIENT). */
export function readsCatalogue(actor: Actor): boolean {
  return !can(actor, 'vehicle.stockFields') && can(actor, 'vehicle.read');
}

export function hiddenVehicleFields(actor: Actor): (keyof Vehicle)[] {
  return (Object.keys(VEHICLE_FIELD_PERMISSIONS) as (keyof typeof VEHICLE_FIELD_PERMISSIONS)[]).filter(
    (field) => !can(actor, VEHICLE_FIELD_PERMISSIONS[field]),
  );
}

/** A copy of the vehicle without the fields the actor may not see. */
export function visibleVehicle<T extends Partial<Vehicle>>(actor: Actor, vehicle: T): T {
  if (readsCatalogue(actor)) {
    // An allow-list: a field added to the vehicle later stays off the catalogue until named here.
    const shown = new Set<string>(CATALOGUE_VEHICLE_FIELDS);
    return Object.fromEntries(Object.entries(vehicle).filter(([key]) => shown.has(key))) as T;
  }
  const copy = { ...vehicle };
  for (const field of hiddenVehicleFields(actor)) delete copy[field];
  return copy;
}

/** Fields of a write payload the actor may not write (they may not see them either). */
export function forbiddenVehicleWrites(actor: Actor, payload: object): string[] {
  const hidden = new Set<string>(hiddenVehicleFields(actor));
  return Object.keys(payload).filter((key) => hidden.has(key));
}

/**
 * Visible vehicle fields whose change needs more than 'vehicle.update': online
 * publication and promotion, and the supplier (spec 02 §4, §6; decisions in permissions.ts).
 */
export const VEHICLE_CHANGE_PERMISSIONS = {
  online: 'vehicle.publication.write',
  isFeatured: 'vehicle.publication.write',
  isOnPromotion: 'vehicle.publication.write',
  promotionPrice: 'vehicle.publication.write',
  shortDescription: 'vehicle.publication.write',
  longDescription: 'vehicle.publication.write',
  supplierUuid: 'vehicle.supplier.write',
  supplierNotes: 'vehicle.supplier.write',
} as const satisfies Partial<Record<keyof Vehicle, Permission>>;

/** What a new vehicle holds in those fields, so creating one with them unchanged needs no permission. */
export const VEHICLE_CHANGE_DEFAULTS: Pick<Vehicle, keyof typeof VEHICLE_CHANGE_PERMISSIONS> = {
  online: false,
  isFeatured: false,
  isOnPromotion: false,
  promotionPrice: null,
  shortDescription: null,
  longDescription: null,
  supplierUuid: null,
  supplierNotes: null,
};

/**
 * Fields of `after` the actor changes from `before` without the permission to.
 * A form sends the whole vehicle, so an unchanged value is not a write.
 */
export function forbiddenVehicleChanges(
  actor: Actor,
  before: Readonly<Partial<Record<keyof Vehicle, unknown>>>,
  after: Readonly<Partial<Record<keyof Vehicle, unknown>>>,
): string[] {
  return (Object.keys(VEHICLE_CHANGE_PERMISSIONS) as (keyof typeof VEHICLE_CHANGE_PERMISSIONS)[]).filter(
    (field) =>
      field in after &&
      (after[field] ?? null) !== (before[field] ?? null) &&
      !can(actor, VEHICLE_CHANGE_PERMISSIONS[field]),
  );
}

export function canSeeCosts(actor: Actor): boolean {
  return can(actor, 'vehicle.field.costs');
}

/**
 * What the roles outside the sale (WORKSHOP, EDITOR3: no 'sale.read') see of a sale: the vehicle,
 * when it was sold and the work on it — never the buyer, the money, the seller or the notes of the
 * deal (spec 02 §6: image, brand/model/version, sale month/year; permissions.ts).
 */
export const WORK_SALE_FIELDS = [
  'uuid',
  'rowVersion',
  'updatedAt',
  'companyUuid',
  'vehicleUuid',
  'dateOfSale',
  'deliverDate',
  'forecastDate',
  'workToBeDone',
  'standLocation',
  'vehicleKilometersOnSaleDate',
  'monthWarranty',
  'mileageWarranty',
] as const satisfies readonly (keyof Sale)[];

/** Whether the actor reads whole sales (buyer, deal, seller), or only their workshop side. */
export function readsWholeSale(actor: Actor): boolean {
  return can(actor, 'sale.read');
}

/** Whether this record holds the whole sale (buyer, deal), or only the workshop side of it. */
export function hasWholeSale(sale: Partial<Sale>): boolean {
  return 'client' in sale;
}

export function visibleSale<T extends Partial<Sale>>(actor: Actor, sale: T): T {
  if (!readsWholeSale(actor)) {
    const shown = new Set<string>(WORK_SALE_FIELDS);
    return Object.fromEntries(Object.entries(sale).filter(([key]) => shown.has(key))) as T;
  }
  if (can(actor, 'sold.columnSaleValue')) return sale;
  const copy = { ...sale };
  for (const field of SALE_AMOUNT_FIELDS) delete copy[field];
  if (copy.retakeVehicle) {
    const { retakeValue: _hidden, ...rest } = copy.retakeVehicle;
    copy.retakeVehicle = rest;
  }
  return copy;
}

/**
 * What a user record shows to a colleague who may not list users ('user.list'): a name to put
 * beside a sale or a contact, and the company it belongs to (the caller's own). Not the login,
 * the role or the flags. A CLIENT gets no users at all (usersVisible).
 */
export const USER_DISPLAY_FIELDS = [
  'uuid',
  'rowVersion',
  'updatedAt',
  'companyUuid',
  'firstName',
  'lastName',
] as const satisfies readonly (keyof User)[];

/** A user as a display name only: what the change feed gives the roles without 'user.list'. */
export type UserDisplay = Pick<User, (typeof USER_DISPLAY_FIELDS)[number]>;

/** Whether the actor's mirror holds the company's users at all. */
export function usersVisible(actor: Actor): boolean {
  return actor.isSuperUser || (actor.role !== null && actor.role !== 'CLIENT');
}

/** A user as the actor may see a colleague: whole for the roles that list users, a name otherwise. */
export function visibleUser(actor: Actor, user: User): User | UserDisplay {
  if (can(actor, 'user.list')) return user;
  const shown = new Set<string>(USER_DISPLAY_FIELDS);
  return Object.fromEntries(Object.entries(user).filter(([key]) => shown.has(key))) as UserDisplay;
}

/**
 * Bumped when this table shows a role less than before, so mirrors filled under the old table
 * start over (2: issue 22 — sales' workshop side, display-name users, the CLIENT's catalogue).
 */
export const VISIBILITY_VERSION = 2;

/**
 * The change feed's authorization marker: everything that decides what a mirror may hold (role,
 * company, super user, this table's version). The device compares it with the one it filled its
 * mirror under and, when they differ, drops the mirror and syncs again (src/data/sync/pull.ts).
 */
export function authzMarker(actor: Actor & { companyUuid: string | null }): string {
  const grant = actor.isSuperUser ? 'SUPER' : (actor.role ?? 'NONE');
  return `v${VISIBILITY_VERSION}:${grant}:${actor.companyUuid ?? '-'}`;
}
