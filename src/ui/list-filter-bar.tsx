/**
 * The filter bar every list shares (stock, sold, contacts): a search form on a
 * grid; on a phone the main filters show and the rest wait behind 'Mais
 * filtros (n)' (n: how many of them are set); 'Limpar filtros' at the end.
 */
import { Box, Button, Input, type SimpleGridProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FilterField } from './filter-field';
import { SearchForm } from './search-form';

export type FilterGridColumn = SimpleGridProps['gridColumn'];

interface Props {
  columns: SimpleGridProps['columns'];
  /** The filters a phone always shows. */
  main: ReactNode;
  /** The filters behind 'Mais filtros' on a phone (always shown from `sm` up). */
  children: ReactNode;
  /** How many of the hidden filters are set. */
  moreCount: number;
  moreTestId: string;
  moreGridColumn?: FilterGridColumn;
  /** Every filter at its empty value: 'Limpar filtros' is disabled. */
  cleared: boolean;
  onClear: () => void;
  clearGridColumn?: FilterGridColumn;
}

export function ListFilterBar({
  columns,
  main,
  children,
  moreCount,
  moreTestId,
  moreGridColumn,
  cleared,
  onClear,
  clearGridColumn,
}: Props) {
  const [expanded, setExpanded] = useState(false);
  return (
    <SearchForm columns={columns}>
      {main}
      <Button
        hideFrom="sm"
        gridColumn={moreGridColumn}
        variant="outline"
        size="lg"
        minH="11"
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
        data-testid={moreTestId}
      >
        {expanded ? 'Menos filtros' : `Mais filtros${moreCount ? ` (${moreCount})` : ''}`}
      </Button>
      <Box display={expanded ? 'contents' : { base: 'none', sm: 'contents' }}>
        {children}
        <Button
          gridColumn={clearGridColumn}
          variant="outline"
          size="lg"
          minH="11"
          disabled={cleared}
          onClick={onClear}
        >
          Limpar filtros
        </Button>
      </Box>
    </SearchForm>
  );
}

/** A labelled text input of a filter bar. */
export function FilterText({
  label,
  value,
  onChange,
  placeholder,
  type,
  gridColumn,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  type?: 'search';
  gridColumn?: FilterGridColumn;
}) {
  return (
    <FilterField label={label} gridColumn={gridColumn}>
      {(id) => (
        <Input
          id={id}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          size="lg"
        />
      )}
    </FilterField>
  );
}

/** `set(key, value)`: the filters with one of them changed, handed to `onChange`. */
export function filterSetter<F extends object>(filters: F, onChange: (next: F) => void) {
  return <K extends keyof F>(key: K, value: F[K]) => onChange({ ...filters, [key]: value });
}

/** How many of `keys` differ from their empty value ('Mais filtros (n)'). */
export function countSet<F extends object>(filters: F, empty: F, keys: readonly (keyof F)[]): number {
  return keys.filter((k) => filters[k] !== empty[k]).length;
}

/** Every filter at its empty value. */
export function allCleared<F extends object>(filters: F, empty: F): boolean {
  return countSet(filters, empty, Object.keys(filters) as (keyof F)[]) === 0;
}
