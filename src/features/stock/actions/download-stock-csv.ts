/**
 * Stock CSV (spec 01 §2): GET /api/documents-company/company/{companyUuid}/stock,
 * saved as 'Stock Atual - {company name}'. A failure is only logged (spec 01 §8).
 */
import { request } from '../../../data/api';
import { saveBlob } from '../../../ui/save-blob';

export async function downloadStockCsv(companyUuid: string, companyName: string): Promise<boolean> {
  try {
    const blob = await request((api) => api.get(`documents-company/company/${companyUuid}/stock`).blob());
    saveBlob(blob, `Stock Atual - ${companyName}.csv`);
    return true;
  } catch (error) {
    console.error('Stock CSV download failed', error);
    return false;
  }
}
