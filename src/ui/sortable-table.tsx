/**
 * A list table for the administration screens (spec 01 §4, §9): headers with
 * a sort key toggle the direction, rows of 75 px open their record, and an
 * inactive row is tinted red. The rows come sorted by `sortRows`.
 */
import { chakra, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SortState } from '../domain/stock';

export const LIST_ROW_HEIGHT_PX = 75;
export const LIST_MIN_WIDTH_PX = 950;

export interface TableColumn<T, K extends string> {
  id: string;
  header: string;
  sortKey?: K;
  /** Relative width (spec 01 §9: column widths are ratios). */
  ratio?: number;
  cell: (row: T) => ReactNode;
}

export interface SortableTableProps<T, K extends string> {
  /** Accessible name of the table, and the prefix of its test ids. */
  label: string;
  testId: string;
  columns: readonly TableColumn<T, K>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort: SortState<K> | null;
  onSort: (key: K) => void;
  onOpen?: (row: T) => void;
  /** An inactive row is tinted red (spec 01 §4). */
  inactive?: (row: T) => boolean;
}

const collator = new Intl.Collator('pt-PT', { sensitivity: 'base', numeric: true });

export type SortValue = string | number | boolean | null | undefined;

/** A sorted copy; empty values always last, text compared the Portuguese way. */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: SortState<K> | null,
  valueOf: (row: T, key: K) => SortValue,
): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, value: valueOf(row, sort.key) }));
  keyed.sort((a, b) => {
    const x = a.value;
    const y = b.value;
    if (x === null || x === undefined || x === '') return y === null || y === undefined || y === '' ? 0 : 1;
    if (y === null || y === undefined || y === '') return -1;
    if (typeof x === 'string' && typeof y === 'string') return sign * collator.compare(x, y);
    return sign * (Number(x) - Number(y));
  });
  return keyed.map((k) => k.row);
}

export function SortableTable<T, K extends string>({
  label,
  testId,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  onOpen,
  inactive,
}: SortableTableProps<T, K>) {
  const total = columns.reduce((sum, c) => sum + (c.ratio ?? 1), 0);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" data-testid={testId}>
      <Table.Root
        aria-label={label}
        minW={`${LIST_MIN_WIDTH_PX}px`}
        tableLayout="fixed"
        interactive={!!onOpen}
      >
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {columns.map((c) => (
              <Table.ColumnHeader
                key={c.id}
                width={`${(((c.ratio ?? 1) / total) * 100).toFixed(2)}%`}
                aria-sort={ariaSort(sort, c.sortKey)}
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
                  <Text fontWeight="semibold">{c.header}</Text>
                )}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => {
            const off = inactive?.(row) ?? false;
            return (
              <Table.Row
                key={rowKey(row)}
                data-testid={`${testId}-row`}
                data-inactive={off ? 'true' : undefined}
                height={`${LIST_ROW_HEIGHT_PX}px`}
                bg={off ? 'red.subtle' : undefined}
                cursor={onOpen ? 'pointer' : undefined}
                tabIndex={onOpen ? 0 : undefined}
                onClick={onOpen ? () => onOpen(row) : undefined}
                onKeyDown={
                  onOpen
                    ? (e) => {
                        if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
                          e.preventDefault();
                          onOpen(row);
                        }
                      }
                    : undefined
                }
              >
                {columns.map((c) => (
                  <Table.Cell key={c.id} truncate>
                    {c.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function ariaSort<K extends string>(sort: SortState<K> | null, key: K | undefined) {
  if (!key || sort?.key !== key) return undefined;
  return sort.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}
