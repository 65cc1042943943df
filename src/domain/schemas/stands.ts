/**
 * Stand payloads (spec 01 §3 "Stand", §5 "Stand", §7 "Stands"): name and
 * location required (location kept upper-case), address optional. A stand
 * never changes company.
 */
import * as v from 'valibot';
import type { Availability } from '../enums';
import { MSG } from '../messages';
import { objectMessage, requiredText, rowVersionField, uuidField } from '../validation';
import { keptText } from './fields';

export const STAND_TEXT_MAX = 255;

/** Location: tidied and upper-cased (spec 01 §3). */
export const standLocationField = v.pipe(requiredText(STAND_TEXT_MAX), v.toUpperCase());

/** Optional address: tidied, empty means none (null). */
export const standAddressField = keptText(STAND_TEXT_MAX);

const companyUuidField = v.pipe(uuidField, v.toLowerCase());

/** POST /api/stands/: the create form. */
export const standCreateSchema = v.object(
  {
    uuid: v.optional(v.nullable(v.pipe(uuidField, v.toLowerCase()))),
    name: requiredText(STAND_TEXT_MAX),
    location: standLocationField,
    address: standAddressField,
    companyUuid: companyUuidField,
  },
  objectMessage(),
);
export type StandCreateInput = v.InferOutput<typeof standCreateSchema>;
export type StandFormValues = v.InferInput<typeof standCreateSchema>;

/**
 * PUT /api/stands/{id}: the detail form, or just `{ active, companyUuid }` to
 * activate or deactivate. Fields the payload names are written, absent ones
 * kept; companyUuid, when sent, must be the stand's own.
 */
export const standUpdateSchema = v.object(
  {
    name: v.optional(requiredText(STAND_TEXT_MAX)),
    location: v.optional(standLocationField),
    address: standAddressField,
    active: v.optional(v.boolean(MSG.invalidValue)),
    companyUuid: v.optional(companyUuidField),
    rowVersion: rowVersionField,
  },
  objectMessage(),
);
export type StandUpdateInput = v.InferOutput<typeof standUpdateSchema>;

/** The three counts of a stand row (spec 01 §3; sort keys onSale, sold, other). */
export type StandCountBucket = 'inSale' | 'sold' | 'others';

/** Ready for sale counts as on sale; sold or delivered as sold; repairing or verifying as others. */
export function standCountBucket(availability: Availability): StandCountBucket {
  if (availability === 'READY_FOR_SALE') return 'inSale';
  if (availability === 'SOLD' || availability === 'DELIVERED') return 'sold';
  return 'others';
}
