/**
 * Identity fields shared by the company's legal identity and the sale's client
 * (issue 24): a NIF/NIPC with its check digit, a postal code NNNN-NNN, a phone
 * and an e-mail. Each accepts none (null, or an empty input); the rule itself
 * lives in ../tax-id.ts.
 */
import * as v from 'valibot';
import { MSG } from '../messages';
import { isPostalCode, isValidTaxId, normaliseTaxId, TAX_ID_MESSAGES } from '../tax-id';
import { dropNul } from '../validation';
import { boundedText, emptyIsNull } from './fields';

/** A NIF or NIPC: spaces and dots dropped, nine digits with the right check digit; a typed number is its digits. */
export const taxIdField = (message: string) =>
  emptyIsNull(
    v.pipe(
      v.union([v.string(), v.number()], message),
      v.transform((x) => (typeof x === 'number' ? String(x) : normaliseTaxId(dropNul(x)))),
      v.check((s) => s === '' || isValidTaxId(s), message),
    ),
  );

/** NNNN-NNN. */
export const postalCodeField = () =>
  emptyIsNull(
    v.pipe(
      v.string(TAX_ID_MESSAGES.invalidPostalCode),
      v.transform((s) => dropNul(s).trim()),
      v.check((s) => s === '' || isPostalCode(s), TAX_ID_MESSAGES.invalidPostalCode),
    ),
  );

export const PHONE_MESSAGE = 'Telefone inválido (9 a 15 algarismos)';
/** Digits with spaces between groups and an optional leading '+': 9 to 15 digits. */
const PHONE_RE = /^\+?\d[\d ]*$/;
export const phoneField = () =>
  emptyIsNull(
    v.pipe(
      v.string(PHONE_MESSAGE),
      v.transform((s) => dropNul(s).trim().replace(/\s+/g, ' ')),
      v.check((s) => {
        if (s === '') return true;
        const digits = s.replace(/\D/g, '').length;
        return PHONE_RE.test(s) && digits >= 9 && digits <= 15;
      }, PHONE_MESSAGE),
    ),
  );

export const emailField = () =>
  emptyIsNull(
    v.pipe(
      boundedText(),
      v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), MSG.invalidEmail),
    ),
  );
