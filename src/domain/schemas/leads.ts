/**
 * An enquiry from the public catalogue (issue 25 §6), POST /api/public/{slug}/leads, form-encoded
 * (the page's form, no JavaScript) or JSON: a name, a phone or an e-mail, a message and the
 * vehicle asked about. `website` is the honeypot: a hidden field people leave empty.
 */
import * as v from 'valibot';
import { dropNul, tidyLongText, tidyText } from '../validation';

export const LEAD_NAME_MAX = 120;
export const LEAD_CONTACT_MAX = 120;
export const LEAD_MESSAGE_MAX = 2000;
/** Enquiries one address may send in LEAD_WINDOW_MS before the next is refused (429). */
export const LEADS_PER_WINDOW = 5;
export const LEAD_WINDOW_MS = 10 * 60 * 1000;

export const LEAD_MESSAGES = {
  nameMissing: 'Indique o seu nome',
  contactMissing: 'Indique um telefone ou um e-mail para o podermos contactar',
  invalidEmail: 'E-mail inválido',
  invalidPhone: 'Telefone inválido',
  tooLong: 'Texto demasiado longo',
  tooMany: 'Recebemos vários pedidos deste endereço. Por favor tente dentro de alguns minutos.',
  thanks: 'Obrigado! Recebemos o seu pedido e entraremos em contacto brevemente.',
  failed: 'Não foi possível enviar o pedido. Verifique os campos assinalados.',
} as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_RE = /^\+?[0-9 ().-]{6,20}$/;

export interface LeadInput {
  name: string;
  phone: string | null;
  email: string | null;
  message: string;
  vehicle: string | null;
  /** The honeypot: filled means a robot. */
  website: string;
}

const str = (value: unknown, max: number, long = false): string => {
  if (typeof value !== 'string') return '';
  const t = long ? tidyLongText(value) : tidyText(dropNul(value));
  return t.slice(0, max + 1);
};

export type LeadParse = { ok: true; value: LeadInput } | { ok: false; fields: Record<string, string> };

/** Reads the enquiry; any wrong field is named in pt-PT (the page shows it above the form). */
export function parseLead(body: unknown): LeadParse {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const value: LeadInput = {
    name: str(b.name, LEAD_NAME_MAX),
    phone: str(b.phone, LEAD_CONTACT_MAX) || null,
    email: str(b.email, LEAD_CONTACT_MAX).toLowerCase() || null,
    message: str(b.message, LEAD_MESSAGE_MAX, true),
    vehicle: str(b.vehicle, 36).toLowerCase() || null,
    website: str(b.website, 200),
  };
  const fields: Record<string, string> = {};
  if (value.name === '') fields.name = LEAD_MESSAGES.nameMissing;
  if (value.name.length > LEAD_NAME_MAX) fields.name = LEAD_MESSAGES.tooLong;
  if (!value.phone && !value.email) fields.phone = LEAD_MESSAGES.contactMissing;
  if (value.email && !EMAIL_RE.test(value.email)) fields.email = LEAD_MESSAGES.invalidEmail;
  if (value.phone && !PHONE_RE.test(value.phone)) fields.phone = LEAD_MESSAGES.invalidPhone;
  if (value.message.length > LEAD_MESSAGE_MAX) fields.message = LEAD_MESSAGES.tooLong;
  if (value.vehicle !== null && !v.is(v.pipe(v.string(), v.uuid()), value.vehicle)) value.vehicle = null;
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, value };
}
