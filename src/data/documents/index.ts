import type { SaleDocumentId } from '../../domain/sale-documents';

/**
 * A sale document as a PDF Blob (sale-document-blob.ts). Its builders and renderer load on the
 * first document asked for (the button shows its spinner meanwhile), not with the screen showing
 * the buttons (the vehicle page); the service worker precaches them for offline use.
 */
export async function saleDocumentBlob(saleUuid: string, id: SaleDocumentId): Promise<Blob> {
  const { saleDocumentBlob: blobOf } = await import('./sale-document-blob');
  return blobOf(saleUuid, id);
}

export { fetchCompanyCsv, type CompanyCsvKind } from './company-csv';
