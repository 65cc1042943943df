/**
 * The contacts CSV (spec 02 §2, §7; admin only, 'contact.csv'): GET
 * /api/documents-company/company/{companyUuid}/contacts with the list's
 * filters, saved as 'contactos.csv'. The server writes it, so it needs the
 * network; the shared button says so offline.
 */
import { fetchCompanyCsv } from '../../data/documents';
import { useSyncStore } from '../../data/sync';
import { contactFiltersToQuery, type ContactFilters } from '../../domain/contacts';
import { CsvButton } from '../../ui/csv-button';

export const CONTACTS_CSV_FILE_NAME = 'contactos.csv';

interface Props {
  companyUuid: string;
  filters: ContactFilters;
}

export function ContactsCsvButton({ companyUuid, filters }: Props) {
  const online = useSyncStore((s) => s.online);
  return (
    <CsvButton
      testId="contacts-csv"
      online={online}
      fileName={CONTACTS_CSV_FILE_NAME}
      fetchCsv={() => fetchCompanyCsv(companyUuid, 'contacts', contactFiltersToQuery(filters))}
    />
  );
}
