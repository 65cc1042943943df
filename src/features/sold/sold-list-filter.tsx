/**
 * The sold filter bar (spec 02 §2, §6): brand or model, plate, sale month and
 * year for everyone; financed, financing company, seller and stand for the
 * cost roles; 'Limpar filtros' shows every sale.
 */
import { EMPTY_SOLD_FILTERS, type SoldFilters } from '../../domain/sold';
import type { LocationOption } from '../../domain/stock-columns';
import { FilterSelects, type FilterOption, type SelectFilter } from '../../ui/filter-select';
import { allCleared, countSet, ListFilterBar } from '../../ui/list-filter-bar';
import { MonthYearFilter } from '../../ui/month-year-filter';
import { VehicleTextFilter } from '../../ui/vehicle-filters';

interface Props {
  filters: SoldFilters;
  onChange: (next: SoldFilters) => void;
  /** The sales' dates: their years are offered. */
  saleDates: readonly string[];
  /** The cost roles' filters; null for the other roles (they do not see them). */
  costs: { locations: LocationOption[]; sellers: FilterOption[]; loanCompanies: FilterOption[] } | null;
}

const FINANCED = [
  { value: 'true', label: 'Sim' },
  { value: 'false', label: 'Não' },
];
/** On a phone the month and year show; these wait behind 'Mais filtros'. */
const MORE_KEYS = [
  'brandModel',
  'licensePlate',
  'financed',
  'loanCompany',
  'sellerUuid',
  'location',
] as const;
const WIDE = { base: 'span 2', sm: 'auto' };

export function SoldListFilter({ filters, onChange, saleDates, costs }: Props) {
  const costSelects: SelectFilter<SoldFilters>[] = costs
    ? [
        { key: 'financed', label: 'Financiado', anyLabel: 'Todos', options: FINANCED },
        { key: 'loanCompany', label: 'Financeira', anyLabel: 'Todas', options: costs.loanCompanies },
        { key: 'sellerUuid', label: 'Vendedor', anyLabel: 'Todos', options: costs.sellers },
        { key: 'location', label: 'Localização', anyLabel: 'Todas', options: costs.locations },
      ]
    : [];
  return (
    <ListFilterBar
      columns={{ base: 2, lg: 4 }}
      main={
        <MonthYearFilter
          monthLabel="Mês de venda"
          yearLabel="Ano de venda"
          filters={filters}
          dates={saleDates}
          onChange={onChange}
        />
      }
      moreCount={countSet(filters, EMPTY_SOLD_FILTERS, MORE_KEYS)}
      moreTestId="sold-more-filters"
      moreGridColumn="span 2"
      cleared={allCleared(filters, EMPTY_SOLD_FILTERS)}
      onClear={() => onChange(EMPTY_SOLD_FILTERS)}
      clearGridColumn={WIDE}
    >
      <VehicleTextFilter name="brandModel" filters={filters} onChange={onChange} gridColumn={WIDE} />
      <VehicleTextFilter name="licensePlate" filters={filters} onChange={onChange} gridColumn={WIDE} />
      <FilterSelects filters={filters} onChange={onChange} selects={costSelects} />
    </ListFilterBar>
  );
}
