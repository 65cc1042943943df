/**
 * Stock CSV (spec 01 §2): GET /api/documents-company/company/{companyUuid}/stock,
 * saved as 'Stock Atual - {company name}'. The link is removed 1 s after the
 * click; a failure is only logged (spec 01 §8).
 */
import { request } from '../../../data/api';

export const DOWNLOAD_LINK_TTL_MS = 1000;

export async function downloadStockCsv(companyUuid: string, companyName: string): Promise<boolean> {
  try {
    const blob = await request((api) => api.get(`documents-company/company/${companyUuid}/stock`).blob());
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `Stock Atual - ${companyName}.csv`;
    document.body.appendChild(link);
    link.click();
    window.setTimeout(() => {
      link.remove();
      URL.revokeObjectURL(url);
    }, DOWNLOAD_LINK_TTL_MS);
    return true;
  } catch (error) {
    console.error('Stock CSV download failed', error);
    return false;
  }
}
