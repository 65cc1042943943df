/**
 * Money typed and shown the pt-PT way (spec 01 §5 "Filters", §9): the comma is
 * the decimal separator, a point groups thousands, and a list price below 1
 * counts as no price. The stock filters, the lists and the cards call these.
 */
import { formatEuro } from './format';
import { hasNoPrice } from './stock';

export const NO_PRICE_LABEL = 'Sem preço';

// Digits with an optional decimal comma, or groups of three split by points ('12.500,5').
const PLAIN = /^\d+(?:,\d*)?$/;
const GROUPED = /^\d{1,3}(?:\.\d{3})+(?:,\d*)?$/;
// A point that does not group thousands is a decimal point ('5000.5', '5000.555'), as a keypad types
// it; too many decimals are then the form's to name ('Máximo de 2 casas decimais'), not 'not a number'.
const POINT_DECIMAL = /^\d+\.\d*$/;

/**
 * A typed amount as a number, or null when the box is empty or not a number.
 * '5000,5' → 5000.5; '12.500' → 12500; '12.500,75' → 12500.75; '5000.5' → 5000.5;
 * '5000,' (still typing) → 5000.
 */
export function parsePtDecimal(text: string | null | undefined): number | null {
  const s = (text ?? '').replace(/[\s\u00a0€]/g, '');
  if (s === '') return null;
  let normal: string;
  if (PLAIN.test(s)) normal = s.replace(',', '.');
  else if (GROUPED.test(s)) normal = s.replace(/\./g, '').replace(',', '.');
  else if (POINT_DECIMAL.test(s)) normal = s;
  else return null;
  const n = Number(normal.endsWith('.') ? normal.slice(0, -1) : normal);
  return Number.isFinite(n) ? n : null;
}

/** A list price as the lists show it: 'Sem preço' below 1 or when absent. */
export function formatListPrice(sellerPrice: number | null | undefined): string {
  return hasNoPrice(sellerPrice) ? NO_PRICE_LABEL : formatEuro(sellerPrice);
}
