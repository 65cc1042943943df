import { describe, expect, it } from 'vitest';
import { formatListPrice, NO_PRICE_LABEL, parsePtDecimal } from './price';

describe('parsePtDecimal', () => {
  it.each([
    ['5000,5', 5000.5],
    ['5000,50', 5000.5],
    ['5000,', 5000],
    ['5000', 5000],
    ['0,99', 0.99],
    ['12.500', 12500],
    ['1.234.567,89', 1234567.89],
    ['12.500,75', 12500.75],
    ['5000.5', 5000.5],
    ['5000.50', 5000.5],
    // Too many decimals stay a number, for the form to say so (issue 24), not 'Precisa de ser um número'.
    ['1234.567', 1234.567],
    ['1234,567', 1234.567],
    [' 7 500 € ', 7500],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['5,000,5', null],
    ['-5', null],
    ['1.2.3', null],
  ])('%j → %j', (text, expected) => {
    expect(parsePtDecimal(text)).toBe(expected);
  });
});

describe('formatListPrice', () => {
  it.each([
    [null, NO_PRICE_LABEL],
    [undefined, NO_PRICE_LABEL],
    [0, NO_PRICE_LABEL],
    [0.5, NO_PRICE_LABEL],
    [0.99, NO_PRICE_LABEL],
  ])('%j has no price', (value, expected) => {
    expect(formatListPrice(value)).toBe(expected);
  });

  it('formats a price of 1 or more in euros', () => {
    expect(formatListPrice(1)).toMatch(/^1,00\s€$/);
    expect(formatListPrice(5000.5)).toMatch(/^5000,50\s€$|^5\s?000,50\s€$/);
  });
});
