/**
 * A contact as its screens show it, live from the mirror (so it opens
 * offline): the record, its interactions newest first, the assignee's name,
 * and whether a queued write of it waits to be sent. undefined while read,
 * null when the mirror has no such contact (or the user may not see it),
 * CONTACT_LOAD_ERROR when the mirror could not be read.
 */
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { pendingOf, type Refusal } from '../../data/sync';
import { contactVisibleTo, mayHoldContacts } from '../../domain/contacts';
import type { Contact, Interaction } from '../../domain/entities';
import { userLabel, type User } from '../../domain/types';
import { sortInteractions } from './contact-form';

export interface ContactData {
  contact: Contact;
  interactions: Interaction[];
  assigneeName: string;
  pending: boolean;
  /** A write of this contact the server did not take (kept until the user discards or retries it). */
  refused: RefusedContactWrite | null;
}

export type RefusedContactWrite = Refusal;

/** The mirror could not be read (CONTACT_MESSAGES.loadFailed). */
export const CONTACT_LOAD_ERROR = 'error';

export function useContact(contactUuid: string): ContactData | null | undefined | typeof CONTACT_LOAD_ERROR {
  const user = useSessionStore((s) => s.user);
  return useLiveQuery(async () => {
    try {
      return await readContact(contactUuid, user);
    } catch {
      return CONTACT_LOAD_ERROR;
    }
  }, [contactUuid, user?.uuid]);
}

async function readContact(contactUuid: string, user: User | null): Promise<ContactData | null> {
  const db = mirror();
  const contact = await db.contacts.get(contactUuid);
  if (!contact || !user || !contactVisibleTo(user, contact)) return null;
  const [interactions, assignee, queued] = await Promise.all([
    db.interactions.where('contactUuid').equals(contactUuid).toArray(),
    contact.contactUserUuid ? db.users.get(contact.contactUserUuid) : undefined,
    pendingOf(db, [['contacts', contactUuid]]),
  ]);
  return {
    contact,
    interactions: sortInteractions(interactions),
    assigneeName: assignee ? userLabel(assignee) : '',
    pending: queued.pending,
    refused: queued.refusal,
  };
}

/** Who may hold a contact of the company: its users with the contacts, and the current assignee (undefined while read). */
export function useAssigneeOptions(companyUuid: string | null, current: string | null) {
  return useLiveQuery(async () => {
    if (!companyUuid) return [];
    const users = await mirror().users.where('companyUuid').equals(companyUuid).toArray();
    return users
      .filter((u: User) => mayHoldContacts(u, u.uuid === current))
      .map((u) => ({ value: u.uuid, label: userLabel(u) }))
      .sort((a, b) => a.label.localeCompare(b.label, 'pt'));
  }, [companyUuid, current]);
}
