/** Vehicle payloads shared by the forms and the server (spec 01 §5, spec 02 §3 and §7). */
import * as v from 'valibot';
import {
  COST_TYPES,
  FUELS,
  GEARBOXES,
  USER_SETTABLE_AVAILABILITIES,
  VEHICLE_STATES,
  VEHICLE_TYPES,
} from '../enums';
import { MSG } from '../messages';
import {
  flag,
  LONG_TEXT_MAX,
  MONEY_MAX,
  nullableInteger,
  nullableMoney,
  nullablePicklist,
  nullableText,
  optionalUuid,
  TEXT_MAX,
  tooLong,
} from './fields';
import { onPromotionStep, PUBLICATION_MESSAGES } from '../publication';
import {
  dropNul,
  nullableDate,
  objectMessage,
  requiredDate,
  requiredOr,
  requiredText,
  rowVersionField,
  tidyLongText,
  tidyText,
  uuidField,
} from '../validation';

export { INTEGER_MAX, MONEY_MAX } from './fields';

export const LICENSE_PLATE_MAX_LENGTH = 8;
/** A cost below 1 euro is refused (spec 01 §9). */
export const COST_MIN_VALUE = 1;
/** Extras, costs and deleted costs sent with one vehicle. */
export const VEHICLE_LIST_MAX = 500;

/** Promotion price (spec 02 §5): empty is none; above 0, step 0.01 (publication.ts). */
export const promotionPriceField = v.optional(
  v.nullable(
    v.pipe(
      v.number(MSG.mustBeNumber),
      v.check((n) => n > 0, PUBLICATION_MESSAGES.promotionPriceTooLow),
      v.check(onPromotionStep, PUBLICATION_MESSAGES.promotionPriceStep),
      v.maxValue(MONEY_MAX, MSG.invalidValue),
    ),
  ),
  null,
);

/** Upper-cased with every space removed, at most 8 characters (spec 01 §5). */
export const licensePlateField = v.pipe(
  v.string(MSG.required),
  v.transform((s) => dropNul(s).replace(/\s+/g, '').toUpperCase()),
  v.minLength(1, MSG.required),
  v.maxLength(LICENSE_PLATE_MAX_LENGTH, MSG.licensePlateTooLong),
);

/** A cost of a vehicle (spec 01 §5 "Cost"); uuid once stored, or chosen by the client offline. */
export const costSchema = v.object(
  {
    uuid: v.optional(v.nullable(uuidField)),
    costType: v.picklist(COST_TYPES, MSG.chooseType),
    value: v.pipe(
      v.number(requiredOr(MSG.mustBeNumber)),
      v.minValue(COST_MIN_VALUE, MSG.costValueTooLow),
      v.maxValue(MONEY_MAX, MSG.invalidValue),
    ),
    description: nullableText(),
    associatedInvoice: nullableText(),
    date: requiredDate,
  },
  objectMessage({ costType: MSG.chooseType }),
);
export type CostInput = v.InferOutput<typeof costSchema>;
export type CostFormValues = v.InferInput<typeof costSchema>;

/** PUT /vehicle-costs/{id}: a cost and the rowVersion it was edited on. */
export const costUpdateSchema = v.object(
  { ...costSchema.entries, rowVersion: rowVersionField },
  objectMessage({ costType: MSG.chooseType }),
);
export type CostUpdateInput = v.InferOutput<typeof costUpdateSchema>;

/**
 * A removed cost: its uuid, or the cost itself as GET /vehicles/{id} gave it (a client that
 * moves the cost object from `costs` to `deletedCosts`, issue 24); either way its uuid.
 */
export const deletedCostField = v.union(
  [
    uuidField,
    v.pipe(
      v.object({ uuid: uuidField }),
      v.transform((cost) => cost.uuid),
    ),
  ],
  MSG.invalidValue,
);

/**
 * A photo of the whole vehicle sent back (spec 02 §4: the order is held in the form until saved):
 * its uuid and, when given, its new orderNum. Only the order is read; a photo's other fields
 * change through their own calls.
 */
export const vehiclePhotoOrderField = v.object({
  uuid: uuidField,
  orderNum: v.optional(v.nullable(v.pipe(v.number(MSG.invalidValue), v.integer(MSG.invalidValue)))),
});

/** POST /vehicles/ and PUT /vehicles/{id}: the whole vehicle form (spec 01 §5 "Vehicle create"). */
export const vehicleSchema = v.object(
  {
    /** Chosen by the client for a vehicle created offline; kept when valid and unused. */
    uuid: v.optional(v.nullable(uuidField)),
    rowVersion: rowVersionField,

    // General characteristics.
    brand: requiredText(),
    model: requiredText(),
    version: nullableText(),
    licensePlate: licensePlateField,
    dateVehicle: nullableDate,
    firstDateLicensePlate: nullableDate,
    state: nullablePicklist(VEHICLE_STATES),
    typeVehicle: nullablePicklist(VEHICLE_TYPES),
    color: nullableText(),
    numberDoors: nullableInteger(),
    numberSeats: nullableInteger(),
    numBoard: nullableText(),
    grossWeight: nullableInteger(),
    tara: nullableInteger(),

    // Engine.
    fuel: nullablePicklist(FUELS),
    shift: nullablePicklist(GEARBOXES),
    motorPower: nullableInteger(),
    cylinder: nullableInteger(),
    mileage: nullableInteger(),

    // Management.
    /** Stock entry date. */
    createdAt: requiredDate,
    availability: v.optional(v.picklist(USER_SETTABLE_AVAILABILITIES, MSG.invalidValue), 'VERIFYING'),
    standUuid: optionalUuid(),
    buyPrice: nullableMoney(),
    sellerPrice: nullableMoney(),
    associatedCosts: nullableMoney(),
    previewCosts: nullableMoney(),
    retakePerson: nullableText(),
    observations: nullableText(LONG_TEXT_MAX, tidyLongText),
    iva: flag(),

    // Extras: the chosen extras' descriptions.
    vehicleExtras: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.string(MSG.invalidValue),
            v.transform(tidyText),
            v.minLength(1, MSG.invalidValue),
            v.maxLength(TEXT_MAX, tooLong(TEXT_MAX)),
          ),
          MSG.invalidValue,
        ),
        v.maxLength(VEHICLE_LIST_MAX, MSG.invalidValue),
        v.transform((list) => [...new Set(list)]),
      ),
      [],
    ),

    // Costs: added or edited (uuid) and removed (deletedCosts).
    costs: v.optional(
      v.pipe(v.array(costSchema, MSG.invalidValue), v.maxLength(VEHICLE_LIST_MAX, MSG.invalidValue)),
      [],
    ),
    deletedCosts: v.optional(
      v.pipe(v.array(deletedCostField, MSG.invalidValue), v.maxLength(VEHICLE_LIST_MAX, MSG.invalidValue)),
      [],
    ),

    // Photos in their new order, as GET /vehicles/{id} gave them and the form renumbered them.
    photos: v.optional(
      v.pipe(
        v.array(vehiclePhotoOrderField, MSG.invalidValue),
        v.maxLength(VEHICLE_LIST_MAX, MSG.invalidValue),
      ),
    ),

    // Supplier (spec 02 "Supplier on a vehicle").
    supplierUuid: optionalUuid(),
    supplierNotes: nullableText(LONG_TEXT_MAX, tidyLongText),

    // Online publication and promotion (spec 02 §4).
    online: flag(),
    isFeatured: flag(),
    isOnPromotion: flag(),
    promotionPrice: promotionPriceField,
    shortDescription: nullableText(LONG_TEXT_MAX, tidyLongText),
    longDescription: nullableText(LONG_TEXT_MAX, tidyLongText),
  },
  objectMessage(),
);
export type VehicleInput = v.InferOutput<typeof vehicleSchema>;
export type VehicleFormValues = v.InferInput<typeof vehicleSchema>;

/** PATCH /vehicles/{id}: availability among those a user may choose (SOLD/DELIVERED come from sales). */
export const availabilityPatchSchema = v.object({
  availability: v.picklist(USER_SETTABLE_AVAILABILITIES, MSG.invalidValue),
  rowVersion: rowVersionField,
});
export type AvailabilityPatch = v.InferOutput<typeof availabilityPatchSchema>;

/** PATCH /vehicles/{id} delivering a sold vehicle ('Entregar', spec 02 §4): availability DELIVERED, from SOLD only. */
export const deliveryPatchSchema = v.object({
  availability: v.literal('DELIVERED', MSG.invalidValue),
  rowVersion: rowVersionField,
});
export type DeliveryPatch = v.InferOutput<typeof deliveryPatchSchema>;
