/**
 * The sort of a list shown as cards on a phone (issue 24): the cards have no
 * column headers to tap, so the sortable columns are offered in a select
 * ('Ordenar por') beside a button that flips the direction — the same sort
 * the table's headers set, kept in the address.
 */
import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import type { SortState } from '../domain/stock';
import type { DataColumn } from './data-table-types';
import { FilterField } from './filter-field';

interface Props<K extends string> {
  columns: readonly Pick<DataColumn<never, K>, 'header' | 'sortKey' | 'hidden'>[];
  sort: SortState<K>;
  onSort: (key: K) => void;
  testId: string;
}

export const SORT_BY_LABEL = 'Ordenar por';

export function CardSort<K extends string>({ columns, sort, onSort, testId }: Props<K>) {
  const sortable = columns.flatMap((c) =>
    c.sortKey && !c.hidden ? [{ key: c.sortKey, label: c.header }] : [],
  );
  if (sortable.length === 0) return null;
  const ascending = sort.direction === 'asc';
  return (
    <HStack gap="2" align="end" data-testid={`${testId}-card-sort`}>
      <FilterField label={SORT_BY_LABEL}>
        {(id) => (
          <NativeSelect.Root size="lg" flex="1">
            <NativeSelect.Field
              id={id}
              value={sort.key}
              // A new key sorts ascending (toggleSort), as a tapped header does.
              onChange={(e) => onSort(e.target.value as K)}
            >
              {sortable.map((o) => (
                <option key={o.key} value={o.key}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FilterField>
      <Button
        variant="outline"
        size="lg"
        minH="11"
        onClick={() => onSort(sort.key)}
        aria-label={ascending ? 'Ordem crescente: inverter' : 'Ordem decrescente: inverter'}
        data-testid={`${testId}-card-sort-direction`}
        data-direction={sort.direction}
      >
        {ascending ? '▲ Crescente' : '▼ Decrescente'}
      </Button>
    </HStack>
  );
}
