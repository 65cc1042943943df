/**
 * Supplier payloads (spec 02 §3 "Supplier", §5): name required, every other
 * field nullable; phone at most 9 characters; nif digits only. The detail
 * form (PUT) forces the street to upper case; the create form keeps it as typed.
 */
import * as v from 'valibot';
import { MSG } from '../messages';
import { boundedText, emptyIsNull, keptText, tooLong } from './fields';
import {
  dropNul,
  objectMessage,
  requiredText,
  rowVersionField,
  tidyLongText,
  tidyText,
  uuidField,
} from '../validation';

export const SUPPLIER_TEXT_MAX = 255;
export const SUPPLIER_NOTES_MAX = 10_000;
/** Phone inputs hold 9 characters (spec 02 §9). */
export const SUPPLIER_PHONE_MAX = 9;
export const SUPPLIER_NIF_MAX = 20;

export const SUPPLIER_MESSAGES = {
  phoneTooLong: `Só pode ter no máximo ${SUPPLIER_PHONE_MAX} caracteres`,
  invalidEmail: MSG.invalidEmail,
} as const;

/** Phone: spaces dropped, at most 9 characters. */
export const supplierPhoneField = v.optional(
  emptyIsNull(
    v.pipe(
      v.string(MSG.invalidValue),
      v.transform((s) => dropNul(s).replace(/\s+/g, '')),
      v.maxLength(SUPPLIER_PHONE_MAX, SUPPLIER_MESSAGES.phoneTooLong),
    ),
  ),
);

/** NIF: digits only ('Precisa de ser um número'); a number typed in a numeric input is taken as its digits. */
export const supplierNifField = v.optional(
  emptyIsNull(
    v.pipe(
      v.union([v.string(), v.number()], MSG.mustBeNumber),
      v.transform((x) => (typeof x === 'number' ? String(x) : dropNul(x).replace(/\s+/g, ''))),
      v.check((s) => s === '' || /^\d+$/.test(s), MSG.mustBeNumber),
      v.maxLength(SUPPLIER_NIF_MAX, tooLong(SUPPLIER_NIF_MAX)),
    ),
  ),
);

/** E-mail: empty means none; anything else must look like an address. */
export const supplierEmailField = v.optional(
  emptyIsNull(
    v.pipe(
      boundedText(SUPPLIER_TEXT_MAX),
      v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), SUPPLIER_MESSAGES.invalidEmail),
    ),
  ),
);

const fields = {
  name: requiredText(SUPPLIER_TEXT_MAX),
  isFrequent: v.optional(v.boolean(MSG.invalidValue)),
  street: keptText(),
  parish: keptText(),
  county: keptText(),
  district: keptText(),
  phone: supplierPhoneField,
  email: supplierEmailField,
  nif: supplierNifField,
  notes: keptText(SUPPLIER_NOTES_MAX, tidyLongText),
};

/** POST /api/suppliers/: the create form and the vehicle's supplier modal. */
export const supplierCreateSchema = v.object(
  {
    uuid: v.optional(v.nullable(v.pipe(uuidField, v.toLowerCase()))),
    companyUuid: v.pipe(uuidField, v.toLowerCase()),
    ...fields,
  },
  objectMessage(),
);
export type SupplierCreateInput = v.InferOutput<typeof supplierCreateSchema>;
export type SupplierFormValues = v.InferInput<typeof supplierCreateSchema>;

/**
 * PUT /api/suppliers/{id}: the detail form. Fields the payload names are
 * written, absent ones kept; the street is upper-cased (spec 02 §5);
 * companyUuid, when sent, must be the supplier's own.
 */
export const supplierUpdateSchema = v.object(
  {
    ...fields,
    name: v.optional(requiredText(SUPPLIER_TEXT_MAX)),
    street: keptText(SUPPLIER_TEXT_MAX, tidyText, (s) => s.toUpperCase()),
    companyUuid: v.optional(v.pipe(uuidField, v.toLowerCase())),
    rowVersion: rowVersionField,
  },
  objectMessage(),
);
export type SupplierUpdateInput = v.InferOutput<typeof supplierUpdateSchema>;
