/**
 * The contacts filter bar (spec 02 §2 "Contacts list"): name, status, month
 * and year for everyone; the seller for admin and manager. 'Limpar filtros'
 * shows every contact (the default, status OPEN, is only for an address with
 * no query). On a phone the name and status show; the rest waits behind
 * 'Mais filtros', as on the sold list.
 */
import { EMPTY_CONTACT_FILTERS, type ContactFilters } from '../../domain/contacts';
import { CONTACT_STATUSES } from '../../domain/enums';
import { CONTACT_STATUS_LABELS } from '../../domain/labels';
import { FilterSelects, type FilterOption } from '../../ui/filter-select';
import { allCleared, countSet, filterSetter, FilterText, ListFilterBar } from '../../ui/list-filter-bar';
import { MonthYearFilter } from '../../ui/month-year-filter';

interface Props {
  filters: ContactFilters;
  onChange: (next: ContactFilters) => void;
  /** The contacts' dates: their years are offered. */
  dates: readonly string[];
  /** The seller filter's choices; null for the roles without it. */
  sellers: FilterOption[] | null;
}

const STATUS_OPTIONS = CONTACT_STATUSES.map((s) => ({ value: s, label: CONTACT_STATUS_LABELS[s] }));
/** The filters behind 'Mais filtros' on a phone. */
const MORE_KEYS = ['sellerUuid', 'month', 'year'] as const;

export function ContactListFilter({ filters, onChange, dates, sellers }: Props) {
  const set = filterSetter(filters, onChange);
  return (
    <ListFilterBar
      columns={{ base: 2, lg: sellers ? 6 : 5 }}
      main={
        <>
          <FilterText
            label="Nome"
            type="search"
            value={filters.name}
            onChange={(v) => set('name', v)}
            placeholder="Ex.: Maria"
            gridColumn={{ base: 'span 2', lg: 'auto' }}
          />
          <FilterSelects
            filters={filters}
            onChange={onChange}
            selects={[{ key: 'status', label: 'Estado', anyLabel: 'Todos', options: STATUS_OPTIONS }]}
          />
        </>
      }
      moreCount={countSet(filters, EMPTY_CONTACT_FILTERS, MORE_KEYS)}
      moreTestId="contacts-more-filters"
      cleared={allCleared(filters, EMPTY_CONTACT_FILTERS)}
      onClear={() => onChange(EMPTY_CONTACT_FILTERS)}
      clearGridColumn={{ base: sellers ? 'auto' : 'span 2', sm: 'auto' }}
    >
      <FilterSelects
        filters={filters}
        onChange={onChange}
        selects={
          sellers ? [{ key: 'sellerUuid', label: 'Vendedor', anyLabel: 'Todos', options: sellers }] : []
        }
      />
      <MonthYearFilter monthLabel="Mês" yearLabel="Ano" filters={filters} dates={dates} onChange={onChange} />
    </ListFilterBar>
  );
}
