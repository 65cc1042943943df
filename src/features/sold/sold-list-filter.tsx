/**
 * The sold filter bar (spec 02 §2, §6): brand or model, plate, sale month and
 * year for everyone; financed, financing company, seller and stand for the
 * cost roles; 'Limpar filtros' shows every sale.
 */
import { EMPTY_SOLD_FILTERS, type SoldFilters } from '../../domain/sold';
import type { LocationOption } from '../../domain/stock-columns';
import { FilterSelect, type FilterOption } from '../../ui/filter-select';
import { allCleared, countSet, filterSetter, FilterText, ListFilterBar } from '../../ui/list-filter-bar';
import { MonthYearFilter } from '../../ui/month-year-filter';

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
  const set = filterSetter(filters, onChange);
  return (
    <ListFilterBar
      columns={{ base: 2, lg: 4 }}
      main={
        <MonthYearFilter
          monthLabel="Mês de venda"
          yearLabel="Ano de venda"
          month={filters.month}
          year={filters.year}
          dates={saleDates}
          onChange={(period) => onChange({ ...filters, ...period })}
        />
      }
      moreCount={countSet(filters, EMPTY_SOLD_FILTERS, MORE_KEYS)}
      moreTestId="sold-more-filters"
      moreGridColumn="span 2"
      cleared={allCleared(filters, EMPTY_SOLD_FILTERS)}
      onClear={() => onChange(EMPTY_SOLD_FILTERS)}
      clearGridColumn={WIDE}
    >
      <FilterText
        label="Marca ou modelo"
        value={filters.brandModel}
        onChange={(v) => set('brandModel', v)}
        placeholder="Ex.: Renault Clio"
        gridColumn={WIDE}
      />
      <FilterText
        label="Matrícula"
        value={filters.licensePlate}
        onChange={(v) => set('licensePlate', v.toUpperCase())}
        placeholder="Ex.: 12-AB-34"
        gridColumn={WIDE}
      />
      {costs ? (
        <>
          <FilterSelect
            label="Financiado"
            value={filters.financed}
            anyLabel="Todos"
            options={FINANCED}
            onChange={(v) => set('financed', v as SoldFilters['financed'])}
          />
          <FilterSelect
            label="Financeira"
            value={filters.loanCompany}
            anyLabel="Todas"
            options={costs.loanCompanies}
            onChange={(v) => set('loanCompany', v)}
          />
          <FilterSelect
            label="Vendedor"
            value={filters.sellerUuid}
            anyLabel="Todos"
            options={costs.sellers}
            onChange={(v) => set('sellerUuid', v)}
          />
          <FilterSelect
            label="Localização"
            value={filters.location}
            anyLabel="Todas"
            options={costs.locations}
            onChange={(v) => set('location', v)}
          />
        </>
      ) : null}
    </ListFilterBar>
  );
}
