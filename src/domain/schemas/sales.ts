/**
 * The sale payload shared by the new-sale and sale-details forms and the
 * server (spec 02 §3 "Sale", §5 "Sale creation", §7 POST /sales/, PUT
 * /sales/{id}). Required: dateOfSale, salePrice (a number), client.name,
 * sellerUuid; with a loan, loanValue (a number) and loanCompany. Without a
 * retake the retake vehicle is dropped; without a loan its value and company.
 */
import * as v from 'valibot';
import { TAX_ID_MESSAGES } from '../tax-id';
import { postalCodeField, taxIdField } from './identity-fields';
import { CONTACT_ORIGINS } from '../enums';
import { MSG } from '../messages';
import {
  isMissing,
  nullableDate,
  objectMessage,
  requiredDate,
  requiredOr,
  requiredText,
  rowVersionField,
  tidyLongText,
  uuidField,
} from '../validation';
import {
  emptyIsNull,
  flag,
  LONG_TEXT_MAX,
  MONEY_MAX,
  nullableInteger,
  nullableMoney,
  nullablePicklist,
  nullableText,
  optionalUuid,
} from './fields';
import { LICENSE_PLATE_MAX_LENGTH } from './vehicles';

/** A required amount in euros: 'Campo obrigatório' when empty, 'Precisa de ser um número' otherwise. */
const requiredMoney = v.pipe(
  v.number(requiredOr(MSG.mustBeNumber)),
  v.minValue(0, MSG.invalidValue),
  v.maxValue(MONEY_MAX, MSG.invalidValue),
);

/** The trade-in (retoma): every field optional, as the spec names none required. */
export const retakeVehicleSchema = v.object(
  {
    brand: nullableText(),
    model: nullableText(),
    licensePlate: v.optional(
      emptyIsNull(
        v.pipe(
          v.string(MSG.invalidValue),
          v.transform((s) => s.replace(/\s+/g, '').toUpperCase()),
          v.maxLength(LICENSE_PLATE_MAX_LENGTH, MSG.licensePlateTooLong),
        ),
      ),
      null,
    ),
    mileage: nullableInteger(),
    retakeValue: nullableMoney(),
  },
  objectMessage(),
);

export const saleClientSchema = v.object(
  {
    name: requiredText(),
    birthDate: nullableDate,
    civilState: nullableText(),
    citizenshipNumber: nullableText(),
    expireCcDate: nullableDate,
    /** The client's NIF: nine digits with the check digit (src/domain/tax-id.ts). */
    financeNumber: v.optional(taxIdField(TAX_ID_MESSAGES.invalidNif), null),
    street: nullableText(),
    parish: nullableText(),
    county: nullableText(),
    district: nullableText(),
    /** NNNN-NNN. */
    postalCode: v.optional(postalCodeField(), null),
    mobileNumber: nullableText(),
    email: nullableText(),
    activity: nullableText(),
    observations: nullableText(LONG_TEXT_MAX, tidyLongText),
  },
  objectMessage(),
);

const saleFields = {
  /** Chosen by the device for a sale made offline; kept when valid and unused. */
  uuid: v.optional(v.nullable(uuidField)),
  rowVersion: rowVersionField,
  vehicleUuid: uuidField,

  // General data.
  dateOfSale: requiredDate,
  sellerUuid: uuidField,
  processDate: nullableDate,
  processCreatorUuid: optionalUuid(),
  deliverDate: nullableDate,
  forecastDate: nullableDate,
  monthWarranty: nullableInteger(),
  mileageWarranty: nullableInteger(),
  origin: nullablePicklist(CONTACT_ORIGINS),
  standLocation: nullableText(),
  vehicleKilometersOnSaleDate: nullableInteger(),

  // Financial data and payment.
  salePrice: requiredMoney,
  effectivePrice: nullableMoney(),
  onSignedContractValue: nullableMoney(),
  onVehicleDeliveryValue: nullableMoney(),

  // Financing.
  loan: flag(),
  loanValue: nullableMoney(),
  loanCompany: optionalUuid(),

  // Retake.
  retake: flag(),
  retakeVehicle: v.optional(v.nullable(retakeVehicleSchema), null),

  // Notes, other, repairs.
  businessNotes: nullableText(LONG_TEXT_MAX, tidyLongText),
  workToBeDone: nullableText(LONG_TEXT_MAX, tidyLongText),

  client: saleClientSchema,
};

/** POST /sales/ and PUT /sales/{id}: the whole sale. */
export const saleSchema = v.pipe(
  v.object(saleFields, objectMessage({ client: MSG.required })),
  // With a loan, its value and company are required (spec 02 §5).
  v.forward(
    v.partialCheck([['loan'], ['loanValue']], (s) => !s.loan || !isMissing(s.loanValue), MSG.required),
    ['loanValue'],
  ),
  v.forward(
    v.partialCheck([['loan'], ['loanCompany']], (s) => !s.loan || !isMissing(s.loanCompany), MSG.required),
    ['loanCompany'],
  ),
  // Unticked, the retake and the loan keep nothing (spec 02 §2 "New sale").
  v.transform((s) => ({
    ...s,
    retakeVehicle: s.retake ? s.retakeVehicle : null,
    loanValue: s.loan ? s.loanValue : null,
    loanCompany: s.loan ? s.loanCompany : null,
  })),
);
export type SaleInput = v.InferOutput<typeof saleSchema>;
export type SaleFormValues = v.InferInput<typeof saleSchema>;
