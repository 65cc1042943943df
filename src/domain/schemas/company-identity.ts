/**
 * The company's legal identity (issue 24): the NIPC, the registered address and
 * the contacts every sale document prints. All optional; absent on an update
 * keeps the column. Kept apart from companies.ts so the company's other
 * settings grow without touching it.
 */
import * as v from 'valibot';
import { TAX_ID_MESSAGES } from '../tax-id';
import { boundedText, emptyIsNull } from './fields';
import { emailField, phoneField, postalCodeField, taxIdField } from './identity-fields';

export const COMPANY_IDENTITY_KEYS = ['nif', 'address', 'postalCode', 'city', 'phone', 'email'] as const;
export type CompanyIdentityKey = (typeof COMPANY_IDENTITY_KEYS)[number];
export type CompanyIdentity = Record<CompanyIdentityKey, string | null>;

/** The labels the form and the documents use. */
export const COMPANY_IDENTITY_LABELS: Record<CompanyIdentityKey, string> = {
  nif: 'NIPC',
  address: 'Morada (sede)',
  postalCode: 'Código postal',
  city: 'Localidade',
  phone: 'Telefone',
  email: 'E-mail',
};

export const companyIdentityEntries = {
  nif: v.optional(taxIdField(TAX_ID_MESSAGES.invalidNipc)),
  address: v.optional(emptyIsNull(boundedText())),
  postalCode: v.optional(postalCodeField()),
  city: v.optional(emptyIsNull(boundedText())),
  phone: v.optional(phoneField()),
  email: v.optional(emailField()),
};

/** A record's identity with every key present (null when none). */
export function companyIdentityOf(record: Partial<Record<CompanyIdentityKey, string | null | undefined>>) {
  return Object.fromEntries(
    COMPANY_IDENTITY_KEYS.map((key) => [key, record[key] ?? null]),
  ) as CompanyIdentity;
}

/** The identity as form inputs hold it (empty text for none). */
export function identityFormValues(record: Partial<Record<CompanyIdentityKey, string | null | undefined>>) {
  return Object.fromEntries(COMPANY_IDENTITY_KEYS.map((key) => [key, record[key] ?? ''])) as Record<
    CompanyIdentityKey,
    string
  >;
}
