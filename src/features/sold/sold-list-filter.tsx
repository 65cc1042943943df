/**
 * The sold filter bar (spec 02 §2, §6): brand or model, plate, sale month and
 * year for everyone; financed, financing company, seller and stand for the
 * cost roles; 'Limpar filtros' shows every sale.
 */
import { Box, Button, Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { EMPTY_SOLD_FILTERS, type SoldFilters } from '../../domain/sold';
import type { LocationOption } from '../../domain/stock-columns';
import { FilterSelect, type FilterOption } from '../../ui/filter-select';
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

export function SoldListFilter({ filters, onChange, saleDates, costs }: Props) {
  const set = <K extends keyof SoldFilters>(key: K, value: SoldFilters[K]) =>
    onChange({ ...filters, [key]: value });
  // On a phone the month and year show; the rest waits behind 'Mais filtros'.
  const [expanded, setExpanded] = useState(false);
  const more = expanded ? 'contents' : { base: 'none', sm: 'contents' };
  const hidden = ['brandModel', 'licensePlate', 'financed', 'loanCompany', 'sellerUuid', 'location'] as const;
  const activeCount = hidden.filter((k) => filters[k] !== EMPTY_SOLD_FILTERS[k]).length;
  const cleared = (Object.keys(filters) as (keyof SoldFilters)[]).every(
    (k) => filters[k] === EMPTY_SOLD_FILTERS[k],
  );

  return (
    <SimpleGrid
      as="form"
      role="search"
      aria-label="Filtros"
      columns={{ base: 2, lg: 4 }}
      gap="3"
      alignItems="end"
      onSubmit={(e) => e.preventDefault()}
    >
      <MonthYearFilter
        monthLabel="Mês de venda"
        yearLabel="Ano de venda"
        month={filters.month}
        year={filters.year}
        dates={saleDates}
        onChange={(period) => onChange({ ...filters, ...period })}
      />
      <Button
        hideFrom="sm"
        gridColumn="span 2"
        variant="outline"
        size="lg"
        minH="11"
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
        data-testid="sold-more-filters"
      >
        {expanded ? 'Menos filtros' : `Mais filtros${activeCount ? ` (${activeCount})` : ''}`}
      </Button>
      <Box display={more}>
        <Field.Root gridColumn={{ base: 'span 2', sm: 'auto' }}>
          <Field.Label>Marca ou modelo</Field.Label>
          <Input
            value={filters.brandModel}
            onChange={(e) => set('brandModel', e.target.value)}
            placeholder="Ex.: Renault Clio"
            size="lg"
          />
        </Field.Root>
        <Field.Root gridColumn={{ base: 'span 2', sm: 'auto' }}>
          <Field.Label>Matrícula</Field.Label>
          <Input
            value={filters.licensePlate}
            onChange={(e) => set('licensePlate', e.target.value.toUpperCase())}
            placeholder="Ex.: 12-AB-34"
            size="lg"
          />
        </Field.Root>
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
        <Button
          gridColumn={{ base: 'span 2', sm: 'auto' }}
          variant="outline"
          size="lg"
          minH="11"
          disabled={cleared}
          onClick={() => onChange(EMPTY_SOLD_FILTERS)}
        >
          Limpar filtros
        </Button>
      </Box>
    </SimpleGrid>
  );
}
