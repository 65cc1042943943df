/**
 * The company CSVs the server writes (spec 02 §7): GET
 * /api/documents-company/company/{companyUuid}/{stock|sales|contacts}, with
 * the list's filters as the query. Online only: the mirror has no file.
 */
import { request } from '../api';

export type CompanyCsvKind = 'stock' | 'sales' | 'contacts';

export function fetchCompanyCsv(
  companyUuid: string,
  kind: CompanyCsvKind,
  query: URLSearchParams = new URLSearchParams(),
): Promise<Blob> {
  const search = query.toString();
  return request((api) =>
    api.get(`documents-company/company/${companyUuid}/${kind}${search ? `?${search}` : ''}`).blob(),
  );
}
