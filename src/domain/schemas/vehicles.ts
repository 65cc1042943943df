/** Vehicle payloads shared by the forms and the server (spec 01 §5, spec 02 §7). */
import * as v from 'valibot';
import { USER_SETTABLE_AVAILABILITIES } from '../enums';
import { MSG } from '../messages';
import { rowVersionField } from '../validation';

/** PATCH /vehicles/{id}: availability among those a user may choose (SOLD/DELIVERED come from sales). */
export const availabilityPatchSchema = v.object({
  availability: v.picklist(USER_SETTABLE_AVAILABILITIES, MSG.invalidValue),
  rowVersion: rowVersionField,
});
export type AvailabilityPatch = v.InferOutput<typeof availabilityPatchSchema>;
