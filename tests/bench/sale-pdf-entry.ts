/** The device's renderer as the app bundles it (pdfkit's browser build), for the bench's page. */
import { loadDevicePdfKit } from '../../src/data/documents/device-pdf';
import type { Branding } from '../../src/domain/pdf/branded-page';
import { renderSaleDocument } from '../../src/domain/pdf/render-document';
import type { SaleDocumentDefinition } from '../../src/domain/sale-documents';

export async function render(definition: SaleDocumentDefinition, branding: Branding): Promise<number> {
  const Pdf = await loadDevicePdfKit();
  const bytes = await renderSaleDocument(Pdf, definition, branding);
  return bytes.length;
}
