/**
 * The spec's enumerations (spec 01 §3, spec 02 §3). Values are the wire values;
 * their pt-PT labels live in labels.ts.
 */
export const ROLES = [
  'ADMIN',
  'MANAGER',
  'SELLER',
  'CLIENT',
  'EDITOR1',
  'EDITOR2',
  'EDITOR3',
  'WORKSHOP',
] as const;
export type Role = (typeof ROLES)[number];

export const FUELS = [
  'DIESEL',
  'GPL',
  'ELECTRIC',
  'GASOLINE',
  'HYBRID',
  'HYBRID_DIESEL',
  'HYBRID_GASOLINE',
] as const;
export type Fuel = (typeof FUELS)[number];

export const VEHICLE_TYPES = [
  'LIGHT_PASSENGERS',
  'COMMERCIAL',
  'HEAVY_PASSENGERS',
  'HEAVY_GOODS',
  'MOTORCYCLES',
] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const AVAILABILITIES = ['REPARING', 'VERIFYING', 'READY_FOR_SALE', 'SOLD', 'DELIVERED'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
/** The availabilities a user may pick on a vehicle form (spec 01 §4); SOLD/DELIVERED come from sales. */
export const USER_SETTABLE_AVAILABILITIES = ['READY_FOR_SALE', 'REPARING', 'VERIFYING'] as const;
/** What the stock list shows (spec 01 §7: availability=READY_FOR_SALE,VERIFYING,REPARING). */
export const STOCK_AVAILABILITIES = ['READY_FOR_SALE', 'VERIFYING', 'REPARING'] as const;

export const VEHICLE_STATES = ['NEW', 'USED', 'SEMI_NEW'] as const;
export type VehicleState = (typeof VEHICLE_STATES)[number];

export const GEARBOXES = ['MANUAL', 'AUTOMATIC'] as const;
export type Gearbox = (typeof GEARBOXES)[number];

export const NOTIFICATION_TYPES = [
  'NEW_VEHICLE',
  'UPDATED_VEHICLE',
  'SOLD_VEHICLE',
  'IN_STOCK_VEHICLE',
  /** An enquiry from the public catalogue became a contact (issue 25): it opens the contact. */
  'NEW_WEBSITE_CONTACT',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const COST_TYPES = [
  'MECHANIC',
  'PAINT_OR_PLATE',
  'STAMP',
  'TRANSPORTATION',
  'INSPECTION',
  'UPHOLSTERER',
  'COMPLAINT',
  'OTHER',
] as const;
export type CostType = (typeof COST_TYPES)[number];

export const CONTACT_STATUSES = ['OPEN', 'ORDERED', 'CLOSED', 'SOLD'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_SOURCES = [
  'OLD_CLIENT',
  'EMAIL',
  'EVENTS',
  'STAND_TICKET',
  'RADIO',
  'RECOMENDATION',
  'SOCIAL_NETWORK',
  'OTHER',
  'OTHER_WEB_SV',
] as const;
export type ContactSource = (typeof CONTACT_SOURCES)[number];

export const CONTACT_ORIGINS = [
  'OLD_CUSTOMER',
  'RECOMMENDATION',
  'TEMPORARY_CUSTOMER',
  'SOCIAL_NETWORK',
  'EMAIL',
  'EVENTS',
  'RADIO',
  'OTHER',
  'WEBSITE',
  'OTHER_WEB_SV',
] as const;
export type ContactOrigin = (typeof CONTACT_ORIGINS)[number];
