/**
 * What a write stores beyond what its payload names: the defaults of a new
 * company, stand, supplier, user or contact, the fields a cost or a contact
 * payload writes (an absent one is none), and the values a vehicle edit ends
 * with. A queued write shows these at once and the server stores them; both
 * call these functions, so the record a device shows before the server
 * answers is the record the server keeps (the sale's are in sale-defaults.ts).
 */
import { companyIdentityOf, type CompanyIdentityKey } from './schemas/company-identity';
import { availabilityLocked } from './availability';
import { slugify } from './company-slug';
import type { Availability } from './enums';
import { settlePromotion } from './publication';
import type { ContactPayload } from './schemas/contacts';
import type { CompanyCreateInput } from './schemas/companies';
import type { StandCreateInput } from './schemas/stands';
import type { SupplierCreateInput } from './schemas/suppliers';
import type { RegisterInput } from './schemas/users';
import type { CostInput } from './schemas/vehicles';

/** A payload type whose `K` fields may be absent (the function gives them their default). */
type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** A new company: active, no logo (it comes by upload), the price list off until the super user turns it on. */
export function newCompanyFields(input: Pick<CompanyCreateInput, 'name' | 'color' | CompanyIdentityKey>) {
  return {
    name: input.name,
    color: input.color ?? null,
    logo: null,
    active: true,
    priceListEnabled: false,
    ...companyIdentityOf(input),
    // The server makes it unique (-2, -3, …) when another company has it already.
    slug: slugify(input.name),
    publicCatalogue: false,
  };
}

/** A new stand: active, no address unless given. */
export function newStandFields(input: Pick<StandCreateInput, 'name' | 'location' | 'address'>) {
  return { name: input.name, location: input.location, address: input.address ?? null, active: true };
}

/** A new supplier: not frequent unless said, every other field none unless given. */
export function newSupplierFields(input: Omit<SupplierCreateInput, 'uuid' | 'companyUuid'>) {
  return {
    name: input.name,
    isFrequent: input.isFrequent ?? false,
    street: input.street ?? null,
    parish: input.parish ?? null,
    county: input.county ?? null,
    district: input.district ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    nif: input.nif ?? null,
    notes: input.notes ?? null,
  };
}

/** A registered user (never the password): never a super user; no names unless given. */
export function newUserFields(
  input: Pick<RegisterInput, 'username' | 'firstName' | 'lastName' | 'role' | 'isActive' | 'companyUuid'>,
) {
  return {
    username: input.username,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    role: input.role,
    isActive: input.isActive,
    isSuperUser: false,
    companyUuid: input.companyUuid,
  };
}

/** What a cost payload writes (a new cost or an edit): no description or invoice unless given. */
export function costFields(input: Optional<Omit<CostInput, 'uuid'>, 'description' | 'associatedInvoice'>) {
  return {
    costType: input.costType,
    value: input.value,
    description: input.description ?? null,
    associatedInvoice: input.associatedInvoice ?? null,
    date: input.date,
  };
}

type ContactFieldsInput = Optional<
  Omit<ContactPayload, 'uuid' | 'rowVersion' | 'iteractions' | 'deletedIteractions'>,
  'parish' | 'county' | 'district' | 'phone' | 'email' | 'credit' | 'hour' | 'font' | 'observation'
>;

/** The contact's own fields a payload writes, new or edited (its interactions travel apart). */
function contactColumns(input: ContactFieldsInput) {
  return {
    name: input.name,
    parish: input.parish ?? null,
    county: input.county ?? null,
    district: input.district ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    credit: input.credit ?? false,
    hour: input.hour ?? null,
    font: input.font ?? null,
    status: input.status,
    contactUserUuid: input.contactUserUuid,
    observation: input.observation ?? null,
  };
}

/** A new contact: made by its creator, on the day given or today (YYYY-MM-DD). */
export function newContactFields(input: ContactFieldsInput, context: { creatorUuid: string; today: string }) {
  return {
    ...contactColumns(input),
    date: input.date ?? context.today,
    creatorUserUuid: context.creatorUuid,
  };
}

/** An edited contact: its fields as sent, and its day as stored unless the payload gives one. */
export function editedContactFields(input: ContactFieldsInput, stored: { date: string }) {
  return { ...contactColumns(input), date: input.date ?? stored.date };
}

type PublicationValues = Parameters<typeof settlePromotion>[0];
/** The vehicle fields the publication rule reads, with the availability the vehicle has. */
type VehicleBefore = PublicationValues & { availability: string };

/**
 * What a vehicle edit writes of the fields it names: a sold or delivered vehicle keeps its
 * availability, and ending a promotion clears its price (publication.ts settlePromotion).
 */
export function vehicleEditValues<T extends PublicationValues & { availability?: Availability }>(
  before: VehicleBefore,
  named: T,
): T {
  const { availability: _availability, ...rest } = named;
  const kept = availabilityLocked(before.availability as Availability) ? (rest as T) : named;
  return settlePromotion(before, kept);
}
