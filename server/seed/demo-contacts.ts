/**
 * Leads (contacts) of a company, each assigned to one of its sellers, with a
 * short history of interactions dated between the contact and today.
 */
import { CONTACT_ORIGINS, type ContactStatus } from '../../src/domain/enums';
import type { contactInteractions, contacts } from '../db/schema';
import { CATALOGUE, emailOf, mobilePhone, personName, randInt, roundTo, type Place } from './demo-catalogue';
import { daysAgo, pick, prng, stableUuid } from './ids';

export type NewContact = typeof contacts.$inferInsert;
export type NewInteraction = typeof contactInteractions.$inferInsert;

export interface ContactsPlan {
  key: string;
  companyUuid: string;
  seed: number;
  count: number;
  /** Who the contacts are assigned to, and who may have written them down. */
  sellers: readonly string[];
  creators: readonly string[];
  places: readonly Place[];
  /** Landline prefix of the region ('234' Aveiro, '22' Porto). */
  landline: string;
}

/** Mostly open leads; the rest spread over the other statuses. */
const STATUS_CYCLE: readonly ContactStatus[] = [
  'OPEN',
  'CLOSED',
  'OPEN',
  'SOLD',
  'ORDERED',
  'OPEN',
  'CLOSED',
  'SOLD',
];

const STEPS = [
  'Primeiro contacto telefónico.',
  'Enviada proposta por e-mail.',
  'Visita ao stand para ver o veículo.',
  'Test drive realizado.',
  'Pedida simulação de crédito à financeira.',
  'Cliente pediu para voltar a ligar na próxima semana.',
  'Enviadas fotografias adicionais por WhatsApp.',
  'Avaliação da retoma feita no stand.',
];
const CLOSING: Record<ContactStatus, string | null> = {
  OPEN: null,
  ORDERED: 'Veículo encomendado, aguarda chegada.',
  CLOSED: 'Cliente desistiu do negócio.',
  SOLD: 'Negócio fechado.',
};

export function buildContacts(
  plan: ContactsPlan,
  today: Date,
): { contacts: NewContact[]; interactions: NewInteraction[] } {
  const rand = prng(plan.seed);
  const rows: NewContact[] = [];
  const interactions: NewInteraction[] = [];
  for (let i = 0; i < plan.count; i++) {
    const uuid = stableUuid(`contact:${plan.key}:${i}`);
    const status = STATUS_CYCLE[i % STATUS_CYCLE.length] ?? 'OPEN';
    const name = personName(rand);
    const [parish, county, district] = pick(rand, plan.places);
    const contactDays = status === 'OPEN' ? randInt(rand, 0, 45) : randInt(rand, 10, 150);
    const wanted = pick(rand, CATALOGUE);
    const budget = roundTo(wanted.newPrice * (0.4 + rand() * 0.4), 1000);
    const landline = rand() < 0.25;
    const phone = landline
      ? `${plan.landline}${String(randInt(rand, 0, 10 ** (9 - plan.landline.length) - 1)).padStart(9 - plan.landline.length, '0')}`
      : mobilePhone(rand);
    rows.push({
      uuid,
      companyUuid: plan.companyUuid,
      name,
      parish,
      county,
      district,
      phone,
      email: rand() < 0.7 ? emailOf(name, rand) : null,
      credit: rand() < 0.4,
      date: daysAgo(today, contactDays),
      hour: `${String(randInt(rand, 9, 19)).padStart(2, '0')}:${pick(rand, ['00', '15', '30', '45'])}`,
      // About a third walk into the stand (the visits count of the contacts list).
      font: rand() < 0.35 ? 'TEMPORARY_CUSTOMER' : pick(rand, CONTACT_ORIGINS),
      status,
      creatorUserUuid: pick(rand, plan.creators),
      contactUserUuid: plan.sellers[i % plan.sellers.length] ?? null,
      observation: `Procura ${wanted.brand} ${wanted.model} até ${budget.toLocaleString('pt-PT')} €.`,
    });

    // 0–4 interactions, in date order, the last one closing the lead when it is no longer open.
    const count = randInt(rand, 0, 4);
    const offsets = Array.from({ length: count }, () => Math.floor(rand() * (contactDays + 1))).sort(
      (a, b) => b - a,
    );
    offsets.forEach((days, n) => {
      const last = n === count - 1;
      interactions.push({
        uuid: stableUuid(`interaction:${plan.key}:${i}:${n}`),
        contactUuid: uuid,
        companyUuid: plan.companyUuid,
        description: (last && CLOSING[status]) || pick(rand, STEPS),
        date: daysAgo(today, days),
      });
    });
  }
  return { contacts: rows, interactions };
}
