/**
 * The rows (or cards) of the list table. A long list renders only the rows in
 * view (data-table-virtual.tsx, whose code loads when a list first needs it:
 * meanwhile its first VIRTUALISE_FROM_ROWS rows show in the normal flow); a
 * short one renders every row in the normal flow, so nothing depends on
 * measuring the page.
 *
 * A row and its cells are plain elements styled by one rule set on the body
 * (BODY_CSS), not a styled component each: scrolling and filtering a long list
 * mount rows all the time, and per-element style props cost a style resolution
 * per cell. A row is memoised: scrolling renders the rows that came into view,
 * not every row in it again; its handlers are read from the latest props when
 * used, so new callbacks from the list do not render every row again.
 */
import { Box, type SystemStyleObject } from '@chakra-ui/react';
import { useLayoutEffect, useMemo, useRef, type ComponentType, type CSSProperties } from 'react';
import type { DataTableProps } from './data-table';
import { pinEdge } from './data-table-pin';
import { Row, type RowLook } from './data-table-row';
import { columnFlex, VIRTUALISE_FROM_ROWS, type DataColumn } from './data-table-types';
import type { VirtualRowsProps } from './data-table-virtual';
import { deferred } from './deferred';

interface Props<T, K extends string> extends DataTableProps<T, K> {
  columns: DataColumn<T, K>[];
  offsets: Map<string, number>;
  scroller: HTMLDivElement | null;
  cards: boolean;
  rowHeightPx: number;
}

const virtualRows = deferred<VirtualRowsProps<unknown, string>>(() => import('./data-table-virtual'));

const BODY_CSS: SystemStyleObject = {
  '& > [data-row]': {
    display: 'flex',
    borderBottomWidth: '1px',
    bg: 'bg',
    position: 'relative',
    // A row's size, layout and paint stay inside it (its height is set, its width the body's): a
    // row mounting or changing while scrolling lays out only itself, and its size needs no look inside.
    contain: 'size layout paint',
  },
  '& > [data-row][data-cards]': { display: 'block' },
  '& > [data-row][data-inactive]': { bg: 'red.subtle' },
  '& > [data-row][data-open]': { cursor: 'pointer' },
  '& > [data-row][data-open]:hover': { bg: 'bg.muted' },
  '& > [data-row][data-open][data-inactive]:hover': { bg: 'red.muted' },
  '& > [data-row]:focus-visible': { outline: 'none' },
  // The ring is drawn above the row's cells: pinned (sticky) cells would paint over an outline.
  '& > [data-row]:focus-visible::after': {
    content: '""',
    position: 'absolute',
    inset: '0',
    border: '3px solid',
    borderColor: 'brand.focusRing',
    pointerEvents: 'none',
    zIndex: 4,
  },
  // A block, its content centred by align-content: as a flex box, each cell measured its text once
  // more (as a flex item's content size) every time a recycled row was laid out.
  '& > [data-row] > [role=cell]': {
    px: '2',
    minW: '0',
    height: '100%',
    alignContent: 'center',
    overflow: 'hidden',
  },
  // A pinned cell sticks to its edge with the row's own background, so scrolled cells pass under it.
  '& > [data-row] > [role=cell][data-pin]': { position: 'sticky', zIndex: 1, bg: 'inherit' },
};

/** Each column's cell style, one object for every row: its width, and its offset if pinned. */
function cellStyles<T, K extends string>(columns: DataColumn<T, K>[], offsets: Map<string, number>) {
  return new Map(
    columns.map((c): [string, CSSProperties] => [
      c.id,
      {
        flex: columnFlex(c),
        ...pinEdge(c.pin, offsets.get(c.id) ?? 0),
      },
    ]),
  );
}

export function DataTableBody<T, K extends string>(props: Props<T, K>) {
  const { rows, scroller, rowHeightPx, cards } = props;
  const virtual = rows.length >= VIRTUALISE_FROM_ROWS;
  const VirtualRows = virtualRows.useComponent(virtual) as ComponentType<VirtualRowsProps<T, K>> | null;
  // The handlers as of the last render, read when a row is opened.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const opens = props.onOpen !== undefined;
  const open = useMemo(() => (opens ? (row: T) => latest.current.onOpen?.(row) : undefined), [opens]);
  const { bodyCss } = props;
  const css = useMemo(() => (bodyCss ? { ...BODY_CSS, ...bodyCss } : BODY_CSS), [bodyCss]);
  const { columns, offsets, testId, card, inactive, rowData } = props;
  const look = useMemo<RowLook<T, K>>(
    () => ({
      columns,
      cellStyles: cellStyles(columns, offsets),
      rowStyle: { height: `${rowHeightPx}px` },
      cards,
      card,
      rowHeightPx,
      testId,
      inactive,
      rowData,
      open,
    }),
    [columns, offsets, cards, card, rowHeightPx, testId, inactive, rowData, open],
  );

  if (virtual && VirtualRows) {
    return <VirtualRows rows={rows} rowKey={props.rowKey} look={look} css={css} scroller={scroller} />;
  }
  // Until the virtualiser's code is in, a long list shows its first rows.
  const shown = virtual ? rows.slice(0, VIRTUALISE_FROM_ROWS) : rows;
  return (
    <Box css={css}>
      {shown.map((row, index) => (
        <Row key={props.rowKey(row)} look={look} row={row} index={index} />
      ))}
    </Box>
  );
}
