/**
 * Contacts for the contacts list's tests, dated from today: open ones (fresh,
 * untouched 6 and 7 days, never talked to), a sold one, a closed one of last
 * year; assigned to the signed-in user or to Rui.
 */
import type { Contact, Interaction } from '../../../src/domain/entities';
import { isoDate } from '../../../src/domain/stock';
import { SELLER_RUI } from '../vehicle/render-vehicle';

const COMPANY = '00000000-0000-4000-8000-0000000000c1';
const STAMP = { rowVersion: 1, updatedAt: '2026-01-01T00:00:00.000Z' };
const pad = (n: number) => String(n).padStart(2, '0');
export const contactUuid = (n: number) => `00000000-0000-4000-8000-0000000ca0${pad(n)}`;
const interactionUuid = (n: number) => `00000000-0000-4000-8000-0000000cb0${pad(n)}`;

/** YYYY-MM-DD `days` before today (local time, as the screen counts). */
export function daysAgo(days: number, today = new Date()): string {
  return isoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - days));
}

export const LAST_YEAR = new Date().getFullYear() - 1;
export const CLOSED_DATE = `${LAST_YEAR}-03-15`;

function makeContact(n: number, overrides: Partial<Contact> & Pick<Contact, 'name'>): Contact {
  return {
    uuid: contactUuid(n),
    companyUuid: COMPANY,
    parish: null,
    county: null,
    district: null,
    phone: `91000000${n}`,
    email: null,
    credit: false,
    date: daysAgo(1),
    hour: '10:30',
    font: 'EMAIL',
    status: 'OPEN',
    creatorUserUuid: null,
    contactUserUuid: SELLER_RUI.uuid,
    observation: null,
    ...STAMP,
    ...overrides,
  };
}

function interaction(n: number, contact: number, description: string, date: string): Interaction {
  return {
    uuid: interactionUuid(n),
    contactUuid: contactUuid(contact),
    companyUuid: COMPANY,
    description,
    date,
    ...STAMP,
  };
}

/** `ownerUuid`: the signed-in user, who holds contacts 2, 4 and 6. */
export function contactData(ownerUuid: string) {
  const contacts: Contact[] = [
    makeContact(1, { name: 'Ana Aberta', date: daysAgo(3), font: 'TEMPORARY_CUSTOMER' }),
    makeContact(2, { name: 'Bruno Antigo', date: daysAgo(20), contactUserUuid: ownerUuid }),
    makeContact(3, { name: 'Carla Vendida', date: daysAgo(30), status: 'SOLD', font: 'TEMPORARY_CUSTOMER' }),
    makeContact(4, {
      name: 'Duarte Fechado',
      date: CLOSED_DATE,
      status: 'CLOSED',
      contactUserUuid: ownerUuid,
    }),
    makeContact(5, { name: 'Eva Seis', date: daysAgo(40) }),
    makeContact(6, { name: 'Filipe Sete', date: daysAgo(40), contactUserUuid: ownerUuid }),
  ];
  const interactions: Interaction[] = [
    interaction(1, 1, 'Pediu proposta para o Clio', daysAgo(1)),
    interaction(2, 1, 'Primeiro contacto telefónico', daysAgo(3)),
    interaction(3, 3, 'Fechou negócio', daysAgo(10)),
    interaction(4, 5, 'Ficou de pensar', daysAgo(6)),
    interaction(5, 6, 'Sem resposta', daysAgo(7)),
  ];
  return { contacts, interactions };
}
