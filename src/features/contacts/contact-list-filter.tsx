/**
 * The contacts filter bar (spec 02 §2 "Contacts list"): name, status, month
 * and year for everyone; the seller for admin and manager. 'Limpar filtros'
 * shows every contact (the default, status OPEN, is only for an address with
 * no query). On a phone the name and status show; the rest waits behind
 * 'Mais filtros', as on the sold list.
 */
import { Box, Button, Field, Input, SimpleGrid } from '@chakra-ui/react';
import { useState } from 'react';
import { EMPTY_CONTACT_FILTERS, type ContactFilters } from '../../domain/contacts';
import { CONTACT_STATUSES } from '../../domain/enums';
import { CONTACT_STATUS_LABELS } from '../../domain/labels';
import { FilterSelect, type FilterOption } from '../../ui/filter-select';
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
  const set = <K extends keyof ContactFilters>(key: K, value: ContactFilters[K]) =>
    onChange({ ...filters, [key]: value });
  const cleared = (Object.keys(filters) as (keyof ContactFilters)[]).every(
    (k) => filters[k] === EMPTY_CONTACT_FILTERS[k],
  );
  const [expanded, setExpanded] = useState(false);
  const more = expanded ? 'contents' : { base: 'none', sm: 'contents' };
  const activeCount = MORE_KEYS.filter((k) => filters[k] !== EMPTY_CONTACT_FILTERS[k]).length;

  return (
    <SimpleGrid
      as="form"
      role="search"
      aria-label="Filtros"
      columns={{ base: 2, lg: sellers ? 6 : 5 }}
      gap="3"
      alignItems="end"
      onSubmit={(e) => e.preventDefault()}
    >
      <Field.Root gridColumn={{ base: 'span 2', lg: 'auto' }}>
        <Field.Label>Nome</Field.Label>
        <Input
          type="search"
          value={filters.name}
          onChange={(e) => set('name', e.target.value)}
          placeholder="Ex.: Maria"
          size="lg"
        />
      </Field.Root>
      <FilterSelect
        label="Estado"
        value={filters.status}
        anyLabel="Todos"
        options={STATUS_OPTIONS}
        onChange={(v) => set('status', v as ContactFilters['status'])}
      />
      <Button
        hideFrom="sm"
        variant="outline"
        size="lg"
        minH="11"
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
        data-testid="contacts-more-filters"
      >
        {expanded ? 'Menos filtros' : `Mais filtros${activeCount ? ` (${activeCount})` : ''}`}
      </Button>
      <Box display={more}>
        {sellers ? (
          <FilterSelect
            label="Vendedor"
            value={filters.sellerUuid}
            anyLabel="Todos"
            options={sellers}
            onChange={(v) => set('sellerUuid', v)}
          />
        ) : null}
        <MonthYearFilter
          monthLabel="Mês"
          yearLabel="Ano"
          month={filters.month}
          year={filters.year}
          dates={dates}
          onChange={(period) => onChange({ ...filters, ...period })}
        />
        <Button
          gridColumn={{ base: sellers ? 'auto' : 'span 2', sm: 'auto' }}
          variant="outline"
          size="lg"
          minH="11"
          disabled={cleared}
          onClick={() => onChange(EMPTY_CONTACT_FILTERS)}
        >
          Limpar filtros
        </Button>
      </Box>
    </SimpleGrid>
  );
}
