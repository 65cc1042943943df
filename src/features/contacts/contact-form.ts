/**
 * The contact form's values (spec 02 §3 "Contact", §5): what the inputs hold
 * (text, '' for none), the defaults of a new contact (today, now, OPEN, the
 * user as assignee), the values of a stored contact, and the whole-contact
 * payload the PUT sends (its interactions included) when one interaction is
 * added, changed or removed on the detail.
 */
import type { Contact, Interaction } from '../../domain/entities';
import { CONTACT_ORIGINS, CONTACT_STATUSES, type ContactStatus } from '../../domain/enums';
import { CONTACT_ORIGIN_LABELS, CONTACT_STATUS_LABELS } from '../../domain/labels';
import type { Resolver } from 'react-hook-form';
import {
  contactSchema,
  type ContactInput,
  type ContactPayload,
  type InteractionInput,
} from '../../domain/schemas/contacts';
import { isoDate } from '../../domain/stock';
import type { SelectOption } from '../../ui/form-section';
import { valibotResolver } from '../../ui/valibot-resolver';

/** What the inputs hold; the schema (contactSchema) turns it into the payload. */
export interface ContactFormValues {
  name: string;
  phone: string;
  email: string;
  parish: string;
  county: string;
  district: string;
  credit: boolean;
  date: string;
  hour: string;
  font: string | null;
  status: string | null;
  contactUserUuid: string | null;
  observation: string;
}

export type ContactFieldName = keyof ContactFormValues;

/**
 * The schema's resolver over the inputs' text: the inputs hold strings (a select's none is null)
 * where the schema's input names its choices; the schema checks them all the same.
 */
export const contactResolver = valibotResolver(contactSchema) as unknown as Resolver<
  ContactFormValues,
  unknown,
  ContactPayload
>;

/** An interaction as the screens list it: a uuid (chosen on the device for a new one), description, date. */
export interface InteractionDraft {
  uuid: string;
  description: string;
  date: string;
}

export const ORIGIN_OPTIONS: SelectOption[] = CONTACT_ORIGINS.map((o) => ({
  value: o,
  label: CONTACT_ORIGIN_LABELS[o],
}));

export const STATUS_OPTIONS: (SelectOption & { value: ContactStatus })[] = CONTACT_STATUSES.map((s) => ({
  value: s,
  label: CONTACT_STATUS_LABELS[s],
}));

const nowHour = (d: Date) =>
  `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

/** A new contact: today, now, open, assigned to the user (spec 02 §6). */
export function newContactValues(userUuid: string, now = new Date()): ContactFormValues {
  return {
    name: '',
    phone: '',
    email: '',
    parish: '',
    county: '',
    district: '',
    credit: false,
    date: isoDate(now),
    hour: nowHour(now),
    font: null,
    status: 'OPEN',
    contactUserUuid: userUuid,
    observation: '',
  };
}

export function contactValues(c: Contact): ContactFormValues {
  return {
    name: c.name,
    phone: c.phone ?? '',
    email: c.email ?? '',
    parish: c.parish ?? '',
    county: c.county ?? '',
    district: c.district ?? '',
    credit: c.credit,
    date: c.date,
    hour: c.hour ?? '',
    font: c.font,
    status: c.status,
    contactUserUuid: c.contactUserUuid,
    observation: c.observation ?? '',
  };
}

/** Interactions newest first (issue 24: the latest is what one looks for), the same day by last change. */
export function sortInteractions<T extends Pick<Interaction, 'date'> & { updatedAt?: string }>(
  list: readonly T[],
): T[] {
  return [...list].sort(
    (a, b) => b.date.localeCompare(a.date) || (b.updatedAt ?? '').localeCompare(a.updatedAt ?? ''),
  );
}

export const draftOf = (i: Pick<Interaction, 'uuid' | 'description' | 'date'>): InteractionDraft => ({
  uuid: i.uuid,
  description: i.description,
  date: i.date,
});

/**
 * The whole contact for PUT /contacts/{id}, as stored, with `interactions` and the removed ones:
 * an interaction added or changed on the detail goes with the contact it belongs to.
 */
export function storedContactPayload(
  contact: Contact,
  interactions: readonly InteractionDraft[],
  deleted: readonly string[] = [],
  fallbackAssignee = '',
): ContactInput & { uuid: string; rowVersion: number; iteractions: InteractionInput[] } {
  return {
    uuid: contact.uuid,
    rowVersion: contact.rowVersion,
    name: contact.name,
    parish: contact.parish,
    county: contact.county,
    district: contact.district,
    phone: contact.phone,
    email: contact.email,
    credit: contact.credit,
    date: contact.date,
    hour: contact.hour,
    font: contact.font as ContactInput['font'],
    status: contact.status,
    contactUserUuid: contact.contactUserUuid ?? fallbackAssignee,
    observation: contact.observation,
    iteractions: interactions.map(draftOf),
    deletedIteractions: [...deleted],
  };
}

export const CONTACTS_PATH = '/account/contacts';
export const contactPath = (uuid: string) => `/admin/contacts/${uuid}`;
