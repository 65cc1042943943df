/**
 * Sales CSV (spec 02 §2 "Sold vehicles", §7): GET
 * /api/documents-company/company/{companyUuid}/sales with the list's filters,
 * saved as 'Lista de Vendas - {company name}.csv'. A failure is only logged (spec 02 §8).
 */
import { request } from '../../../data/api';
import { soldFiltersToQuery, type SoldFilters } from '../../../domain/sold';
import { saveBlob } from '../../../ui/save-blob';

export const soldCsvFileName = (companyName: string) => `Lista de Vendas - ${companyName}.csv`;

export async function downloadSoldCsv(
  companyUuid: string,
  companyName: string,
  filters: SoldFilters,
): Promise<boolean> {
  try {
    const query = soldFiltersToQuery(filters).toString();
    const blob = await request((api) =>
      api.get(`documents-company/company/${companyUuid}/sales${query ? `?${query}` : ''}`).blob(),
    );
    saveBlob(blob, soldCsvFileName(companyName));
    return true;
  } catch (error) {
    console.error('Sales CSV download failed', error);
    return false;
  }
}
