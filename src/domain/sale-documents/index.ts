/**
 * The sale documents, defined once (spec 02 §7, design §2): one builder per
 * document, pure, called by the server's routes and by the device offline.
 */
import { contractDocument } from './contract';
import { privacyDocument, retakeDocument } from './client-documents';
import { circulationDocument, finesDocument, materialDocument } from './handover';
import type { SaleDocumentContext, SaleDocumentDefinition, SaleDocumentId } from './model';
import { summaryDocument } from './summary';
import { warrantyDocument } from './warranty';

const BUILDERS: Record<SaleDocumentId, (ctx: SaleDocumentContext) => SaleDocumentDefinition | null> = {
  circulation: circulationDocument,
  contract: contractDocument,
  warranty: warrantyDocument,
  material: materialDocument,
  fines: finesDocument,
  privacy: privacyDocument,
  retake: retakeDocument,
  summary: summaryDocument,
};

/** The document, or null when the sale has none of that kind (a retake document without a retake). */
export function buildSaleDocument(
  id: SaleDocumentId,
  ctx: SaleDocumentContext,
): SaleDocumentDefinition | null {
  return BUILDERS[id](ctx);
}

export { SALE_SUMMARY_TITLE, saleSummaryFileName, isSaleDocumentKind, saleDocumentIds } from './list';
export { warrantyTerm, LEGAL_WARRANTY_MONTHS, LEGAL_WARRANTY_USED_MIN_MONTHS } from './common';
export type {
  DocBlock,
  DocumentCompany,
  SaleDocumentContext,
  SaleDocumentDefinition,
  SaleDocumentId,
} from './model';
