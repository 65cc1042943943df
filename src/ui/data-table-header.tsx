/** The table's header row: sticky at the top, sort buttons that show the direction (spec 01 §2: every sortable header toggles). */
import { chakra, Flex, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { SortState } from '../domain/stock';
import { ariaSort, columnFlex, type DataColumn } from './data-table-types';
import { pinStyle } from './data-table-pin';

interface Props<T, K extends string> {
  testId: string;
  columns: readonly DataColumn<T, K>[];
  offsets: Map<string, number>;
  sort: SortState<K> | null;
  onSort: (key: K) => void;
}

function HeaderOf<T, K extends string>({ testId, columns, offsets, sort, onSort }: Props<T, K>) {
  return (
    <Flex
      role="row"
      position="sticky"
      top="0"
      zIndex="2"
      bg="bg.subtle"
      borderBottomWidth="1px"
      data-sticky="top"
    >
      {columns.map((c) => (
        <Flex
          key={c.id}
          role="columnheader"
          flex={columnFlex(c)}
          align="center"
          px="2"
          minH="11"
          minW="0"
          bg="bg.subtle"
          aria-sort={ariaSort(sort, c.sortKey)}
          {...pinStyle(c, offsets.get(c.id) ?? 0, true)}
        >
          {c.sortKey ? (
            <chakra.button
              type="button"
              onClick={() => c.sortKey && onSort(c.sortKey)}
              fontWeight="semibold"
              textAlign="left"
              minH="11"
              cursor="pointer"
              data-testid={`${testId}-sort-${c.sortKey}`}
            >
              {c.header} {sort?.key === c.sortKey ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
            </chakra.button>
          ) : (
            <Text fontWeight="semibold" truncate>
              {c.header}
            </Text>
          )}
        </Flex>
      ))}
    </Flex>
  );
}

/** Memoised: a keystroke in a list's filter renders the rows again, not the header (same columns and sort). */
export const DataTableHeader = memo(HeaderOf) as typeof HeaderOf;
