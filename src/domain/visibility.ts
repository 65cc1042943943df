/**
 * Field visibility by role (design §6): which fields of a record an actor may
 * see, and therefore write. The server strips hidden fields from every answer
 * and from the change feed; a write naming a hidden field is refused (403).
 */
import type { Sale, Vehicle } from './entities';
import { can, type Actor, type Permission } from './permissions';

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

export function hiddenVehicleFields(actor: Actor): (keyof Vehicle)[] {
  return (Object.keys(VEHICLE_FIELD_PERMISSIONS) as (keyof typeof VEHICLE_FIELD_PERMISSIONS)[]).filter(
    (field) => !can(actor, VEHICLE_FIELD_PERMISSIONS[field]),
  );
}

/** A copy of the vehicle without the fields the actor may not see. */
export function visibleVehicle<T extends Partial<Vehicle>>(actor: Actor, vehicle: T): T {
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

export function visibleSale<T extends Partial<Sale>>(actor: Actor, sale: T): T {
  if (can(actor, 'sold.columnSaleValue')) return sale;
  const copy = { ...sale };
  for (const field of SALE_AMOUNT_FIELDS) delete copy[field];
  if (copy.retakeVehicle) {
    const { retakeValue: _hidden, ...rest } = copy.retakeVehicle;
    copy.retakeVehicle = rest;
  }
  return copy;
}
