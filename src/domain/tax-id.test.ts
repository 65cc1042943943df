import { describe, expect, it } from 'vitest';
import { isPostalCode, isValidTaxId, normaliseTaxId, taxIdCheckDigit } from './tax-id';

describe('isValidTaxId (NIF and NIPC)', () => {
  it.each(['123456789', '509442013', '501964843', '500100144', '509 442 013'])('takes %s', (nif) => {
    expect(isValidTaxId(nif)).toBe(true);
  });
  it.each(['123456780', '509442014', '12345678', '1234567890', 'abcdefghi', ''])('refuses %s', (nif) => {
    expect(isValidTaxId(nif)).toBe(false);
  });
  it('computes the check digit (remainder 0 or 1 gives 0)', () => {
    expect(taxIdCheckDigit('12345678')).toBe(9);
    expect(normaliseTaxId('509.442.013')).toBe('509442013');
  });
});

describe('isPostalCode', () => {
  it.each([
    ['3830-045', true],
    [' 1000-001 ', true],
    ['3830045', false],
    ['3830-45', false],
    ['ILHAVO', false],
  ])('%s → %s', (code, ok) => {
    expect(isPostalCode(code)).toBe(ok);
  });
});
