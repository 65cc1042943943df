/**
 * The contacts of the signed-in user, read from the mirror (never the
 * network, so the list works offline): each with its newest interaction and
 * its seller's name, plus the seller filter's choices. A seller's mirror only
 * holds their own contacts; contactVisibleTo keeps the screen to the same rule.
 */
import { useMemo } from 'react';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import {
  contactVisibleTo,
  lastInteractionOf,
  staleContactDays,
  type ContactRow,
} from '../../domain/contacts';
import type { Interaction } from '../../domain/entities';
import { isoDate } from '../../domain/stock';
import { userLabel } from '../../domain/types';
import type { FilterOption } from '../../ui/filter-select';
import { offeredAsSeller } from '../../domain/sales';

export interface ContactListRow extends ContactRow {
  /** Days without contact when the flag shows ('Sem contacto há N dias'), else null. */
  staleDays: number | null;
}

export interface ContactData {
  /** undefined while the mirror is being read. */
  rows: ContactListRow[] | undefined;
  /** Who a contact may be assigned to, and whoever holds one now (an inactive user keeps theirs). */
  sellers: FilterOption[];
}

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label, 'pt-PT');

export function useContactRows(): ContactData {
  const user = useSessionStore((s) => s.user);

  const data = useLiveQuery(async () => {
    const db = mirror();
    const [contacts, interactions, users] = await Promise.all([
      db.contacts.toArray(),
      db.interactions.toArray(),
      db.users.toArray(),
    ]);
    return { contacts, interactions, users };
  }, []);

  return useMemo(() => {
    if (!data || !user) return { rows: undefined, sellers: [] };
    const byContact = new Map<string, Interaction[]>();
    for (const i of data.interactions) {
      const list = byContact.get(i.contactUuid);
      if (list) list.push(i);
      else byContact.set(i.contactUuid, [i]);
    }
    const names = new Map(data.users.map((u) => [u.uuid, userLabel(u)]));
    const today = isoDate(new Date());
    const rows = data.contacts
      .filter((contact) => contactVisibleTo(user, contact))
      .map((contact) => {
        const row: ContactRow = {
          contact,
          lastInteraction: lastInteractionOf(byContact.get(contact.uuid) ?? []),
          sellerName: contact.contactUserUuid ? (names.get(contact.contactUserUuid) ?? '') : '',
        };
        return { ...row, staleDays: staleContactDays(row, today) };
      });
    // The seller filter: the active sellers (domain/sales.ts offeredAsSeller).
    const sellers = data.users
      .filter(offeredAsSeller)
      .map((u) => ({ value: u.uuid, label: userLabel(u) }))
      .sort(byLabel);
    return { rows, sellers };
  }, [data, user]);
}
