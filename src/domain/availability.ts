/**
 * Who sets a vehicle's availability (spec 01 §4): a user picks among
 * READY_FOR_SALE, REPARING and VERIFYING on the vehicle form; SOLD and
 * DELIVERED come from the vehicle's sale, and while a vehicle holds one of
 * them the form can neither change it nor move it back to stock (deleting
 * the sale does). The server refuses such writes and the form shows the
 * field locked, both by these functions.
 */
import { USER_SETTABLE_AVAILABILITIES, type Availability } from './enums';

export type UserSettableAvailability = (typeof USER_SETTABLE_AVAILABILITIES)[number];

/** Whether a user may choose this availability on the vehicle form. */
export function isUserSettable(availability: Availability): availability is UserSettableAvailability {
  return (USER_SETTABLE_AVAILABILITIES as readonly Availability[]).includes(availability);
}

/** Whether a vehicle with this availability keeps it whatever the vehicle form sends (a sold or delivered one). */
export function availabilityLocked(current: Availability): boolean {
  return !isUserSettable(current);
}
