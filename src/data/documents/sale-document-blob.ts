/**
 * A sale document as a PDF Blob (spec 02 §7, design §2): from the server when
 * online and the sale is not waiting in the outbox; otherwise — offline, the
 * network failing, or the sale (or its vehicle) still queued, so the server's
 * copy is not yet the device's — built from the mirror and rendered here with
 * the same definition and layout the server uses.
 */
import { renderSaleDocument } from '../../domain/pdf/render-document';
import { buildSaleDocument, type SaleDocumentId } from '../../domain/sale-documents';
import { isTransient, request } from '../api';
import { mirror, touchKey, type MontraDb } from '../db';
import { loadDevicePdfKit } from './device-pdf';
import { deviceBranding, saleContextFromMirror } from './mirror-context';

export const DEVICE_DOCUMENT_MISSING = 'Esta venda não está disponível neste dispositivo';

const serverPath = (saleUuid: string, id: SaleDocumentId) =>
  id === 'summary' ? `sales/${saleUuid}/generate-pdf` : `documents/sale/${saleUuid}/${id}`;

/** Whether a write to the sale or its vehicle still waits in the outbox (pending, failed or in conflict). */
export async function saleIsQueued(db: MontraDb, saleUuid: string): Promise<boolean> {
  const sale = await db.sales.get(saleUuid);
  const keys = [touchKey('sales', saleUuid), ...(sale ? [touchKey('vehicles', sale.vehicleUuid)] : [])];
  return (await db.outbox.where('touched').anyOf(keys).count()) > 0;
}

/** The document rendered on the device from the mirror. */
export async function renderSaleDocumentOnDevice(
  db: MontraDb,
  saleUuid: string,
  id: SaleDocumentId,
): Promise<Blob> {
  const source = await saleContextFromMirror(db, saleUuid);
  const definition = source ? buildSaleDocument(id, source.ctx) : null;
  if (!source || !definition) throw new Error(DEVICE_DOCUMENT_MISSING);
  const [Pdf, branding] = await Promise.all([loadDevicePdfKit(), deviceBranding(db, source)]);
  const bytes = await renderSaleDocument(Pdf, definition, branding);
  return new Blob([bytes], { type: 'application/pdf' });
}

export async function saleDocumentBlob(saleUuid: string, id: SaleDocumentId): Promise<Blob> {
  const db = mirror();
  if (navigator.onLine && !(await saleIsQueued(db, saleUuid))) {
    try {
      return await request((api) => api.get(serverPath(saleUuid, id)).blob());
    } catch (error) {
      // No answer or a server failure: the device has what it needs; a refusal (403/404) stands.
      if (!isTransient(error)) throw error;
    }
  }
  return renderSaleDocumentOnDevice(db, saleUuid, id);
}
