/**
 * The one list table (spec 01 §2, §4, §9) of the stock, waiting and company
 * lists: rows of 75 px that open their record, a sticky header whose sortable
 * titles toggle direction, a first column that stays while the rest scrolls
 * sideways (and an optional last one pinned right), a fade at the right edge
 * while more is off-screen, columns a role may not see left out, and only the
 * rows in view rendered once a list is long (the stock list reaches 10,000).
 * On a phone a list that has a card shows cards instead of a squeezed table.
 */
import { Box, type SystemStyleObject } from '@chakra-ui/react';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SortState } from '../domain/stock';
import { DataTableBody } from './data-table-body';
import { DataTableHeader } from './data-table-header';
import { useMoreToTheRight, useNarrowScreen } from './data-table-scroll';
import { LIST_MIN_WIDTH_PX, LIST_ROW_HEIGHT_PX, pinOffsets, type DataColumn } from './data-table-types';

export interface DataTableProps<T, K extends string> {
  /** Accessible name of the table. */
  label: string;
  /** Prefix of the test ids: `{testId}-table`, `{testId}-row`, `{testId}-sort-{key}`. */
  testId: string;
  columns: readonly DataColumn<T, K>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort: SortState<K> | null;
  onSort: (key: K) => void;
  onOpen?: (row: T) => void;
  /** An inactive row is tinted red (spec 01 §4). */
  inactive?: (row: T) => boolean;
  /** Extra data attributes of a row (e.g. the plate, for tests and tools). */
  rowData?: (row: T) => Record<`data-${string}`, string>;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** A compact card per row, used on phones instead of the table. */
  card?: (row: T) => ReactNode;
  cardHeightPx?: number;
  /** 'auto' picks cards on a phone when a card is given. */
  layout?: 'auto' | 'table' | 'cards';
  /** Height limit of the table's own scroll box (cards scroll with the page). */
  maxH?: string;
  /**
   * Rules for what the list's cells hold, set once on the rows' box (a cell can then be plain
   * elements: cheaper to mount than styled components, for lists whose rows mount while scrolling).
   * Keep it a module constant.
   */
  bodyCss?: SystemStyleObject;
  /** Below this width the table scrolls sideways (the lists: LIST_MIN_WIDTH_PX; a short table, less). */
  minWidthPx?: number;
}

export function DataTable<T, K extends string>(props: DataTableProps<T, K>) {
  const { label, testId, rows, sort, onSort, empty, card, layout = 'auto', maxH } = props;
  const minWidthPx = props.minWidthPx ?? LIST_MIN_WIDTH_PX;
  const narrow = useNarrowScreen();
  // The scroller as state, not a ref: the rows below mount before an ancestor's ref is set, and
  // the virtualiser must render again once it has the element to measure.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // Kept while the list's columns are (rows are memoised on them).
  const columns = useMemo(() => props.columns.filter((c) => !c.hidden), [props.columns]);
  const offsets = useMemo(() => pinOffsets(columns), [columns]);
  const cards = card !== undefined && (layout === 'cards' || (layout === 'auto' && narrow));
  // The list's latest onSort behind a stable function: the memoised header keeps while only it changes.
  const latestOnSort = useRef(onSort);
  useLayoutEffect(() => {
    latestOnSort.current = onSort;
  });
  const sortBy = useCallback((key: K) => latestOnSort.current(key), []);
  const more = useMoreToTheRight(scroller, `${cards}:${columns.length}:${rows.length}`);

  if (rows.length === 0 && empty !== undefined) return <>{empty}</>;

  const hasEndPin = columns.some((c) => c.pin === 'end');
  return (
    <Box position="relative">
      <Box
        ref={setScroller}
        overflow="auto"
        overscrollBehaviorX="contain"
        maxH={cards ? undefined : maxH}
        borderWidth={cards ? undefined : '1px'}
        borderRadius="md"
        role={cards ? 'list' : 'table'}
        aria-label={label}
        aria-rowcount={cards ? undefined : rows.length + 1}
        data-testid={`${testId}-table`}
        data-layout={cards ? 'cards' : 'table'}
        data-scroll-more={more ? 'true' : undefined}
        css={
          hasEndPin && more
            ? {
                '& [data-pin="end"]:not([data-pin="end"] + [data-pin="end"])': {
                  boxShadow: '-10px 0 10px -8px rgba(0, 0, 0, 0.35)',
                },
              }
            : undefined
        }
      >
        <Box minW={cards ? undefined : `${minWidthPx}px`}>
          {cards ? null : (
            <DataTableHeader
              testId={testId}
              columns={columns}
              offsets={offsets}
              sort={sort}
              onSort={sortBy}
            />
          )}
          <DataTableBody
            {...props}
            columns={columns}
            offsets={offsets}
            scroller={scroller}
            cards={cards}
            rowHeightPx={cards ? (props.cardHeightPx ?? LIST_ROW_HEIGHT_PX) : LIST_ROW_HEIGHT_PX}
          />
        </Box>
      </Box>
      {more && !hasEndPin ? (
        <Box
          aria-hidden
          data-testid={`${testId}-scroll-hint`}
          position="absolute"
          top="1px"
          bottom="1px"
          right="1px"
          width="8"
          pointerEvents="none"
          borderRightRadius="md"
          bgGradient="to-r"
          gradientFrom="transparent"
          gradientTo="bg.emphasized"
        />
      ) : null}
    </Box>
  );
}
