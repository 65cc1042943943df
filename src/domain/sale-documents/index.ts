/**
 * The sale documents, defined once (spec 02 §7, design §2): one builder per
 * document, pure, called by the server's routes and by the device offline.
 */
import { companyFooter } from './common';
import { contractDocument } from './contract';
import { privacyDocument, retakeDocument } from './client-documents';
import { circulationDocument, finesDocument, materialDocument } from './handover';
import type { SaleDocumentBody, SaleDocumentContext, SaleDocumentDefinition, SaleDocumentId } from './model';
import { summaryDocument } from './summary';
import { warrantyDocument } from './warranty';

type Builder = (ctx: SaleDocumentContext) => SaleDocumentBody | null;

const BUILDERS: Record<SaleDocumentId, Builder> = {
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
  const definition = BUILDERS[id](ctx);
  return definition ? { ...definition, footer: companyFooter(ctx.company) } : null;
}

export { SALE_SUMMARY_TITLE, saleSummaryFileName, isSaleDocumentKind, saleDocumentIds } from './list';
export { companyFooter, warrantyTerm, LEGAL_WARRANTY_MONTHS, LEGAL_WARRANTY_USED_MIN_MONTHS } from './common';
export type {
  DocBlock,
  DocumentCompany,
  SaleDocumentContext,
  SaleDocumentDefinition,
  SaleDocumentId,
} from './model';
