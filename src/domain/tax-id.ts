/**
 * Portuguese tax numbers and postal codes (issue 24): one rule for the NIF of a
 * person and the NIPC of a company (both nine digits with a mod-11 check digit),
 * and the postal code NNNN-NNN. The forms and the server both call these.
 */

/** Nine digits, the last a check digit. */
export const TAX_ID_LENGTH = 9;

/** NNNN-NNN (CTT's seven-digit code). */
export const POSTAL_CODE_RE = /^\d{4}-\d{3}$/;

export const TAX_ID_MESSAGES = {
  invalidNif: 'NIF inválido (9 algarismos com o dígito de controlo certo)',
  invalidNipc: 'NIPC inválido (9 algarismos com o dígito de controlo certo)',
  invalidPostalCode: 'Código postal inválido (use o formato 1234-567)',
} as const;

/** The check digit of the first eight digits: weights 9…2, 11 minus the remainder, 0 for 10 and 11. */
export function taxIdCheckDigit(firstEight: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(firstEight[i]) * (9 - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Spaces and dots a person types between groups ('509 442 013') are not part of the number. */
export const normaliseTaxId = (value: string) => value.replace(/[\s.]/g, '');

/** Whether `value` is a valid NIF or NIPC (nine digits, the check digit right). */
export function isValidTaxId(value: string): boolean {
  const digits = normaliseTaxId(value);
  if (!new RegExp(`^\\d{${TAX_ID_LENGTH}}$`).test(digits)) return false;
  return taxIdCheckDigit(digits.slice(0, 8)) === Number(digits[8]);
}

/** Whether `value` is a postal code NNNN-NNN (spaces around it ignored). */
export const isPostalCode = (value: string) => POSTAL_CODE_RE.test(value.trim());
