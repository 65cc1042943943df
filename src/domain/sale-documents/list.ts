/**
 * Which documents a sale offers and how they are named, without their builders: what a screen
 * listing the buttons needs (the builders load only when a document is made).
 */
import type { SaleDocumentKind } from '../sales';
import { SALE_DOCUMENT_KINDS } from '../sales';
import type { SaleDocumentId } from './model';

export const SALE_SUMMARY_TITLE = 'Resumo de venda';
/** '{plate} Venda.pdf' (the contract's name for the whole-sale PDF). */
export const saleSummaryFileName = (licensePlate: string) => `${licensePlate} Venda.pdf`;

export const isSaleDocumentKind = (value: string): value is SaleDocumentKind =>
  (SALE_DOCUMENT_KINDS as string[]).includes(value);

/** The documents a sale offers, in the order the screen lists them (the retake only with a retake). */
export function saleDocumentIds(sale: { retake: boolean }): SaleDocumentId[] {
  return [...SALE_DOCUMENT_KINDS.filter((k) => k !== 'retake' || sale.retake), 'summary'];
}
