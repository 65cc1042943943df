/**
 * The rows (or cards) of the list table. A long list renders only the rows in
 * view, absolutely placed in a box as tall as all of them (TanStack Virtual);
 * a short one renders every row in the normal flow, so nothing depends on
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
import { useVirtualizer, useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { DataTableProps } from './data-table';
import { VIRTUALISE_FROM_ROWS, type DataColumn } from './data-table-types';

interface Props<T, K extends string> extends DataTableProps<T, K> {
  columns: DataColumn<T, K>[];
  template: string;
  offsets: Map<string, number>;
  scroller: HTMLDivElement | null;
  cards: boolean;
  rowHeightPx: number;
}

/** Rows rendered beyond each edge of the view: enough for a fling's next frames, few to mount. */
const OVERSCAN_ROWS = 4;

const BODY_CSS: SystemStyleObject = {
  '& > [data-row]': {
    display: 'grid',
    alignItems: 'center',
    borderBottomWidth: '1px',
    bg: 'bg',
    position: 'relative',
    // A row's layout and paint stay inside it: a row mounting while scrolling lays out only itself.
    contain: 'layout paint',
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
  '& > [data-row] > [role=cell]': {
    px: '2',
    minW: '0',
    height: '100%',
    display: 'flex',
    alignItems: 'center',
    overflow: 'hidden',
  },
  // A pinned cell sticks to its edge with the row's own background, so scrolled cells pass under it.
  '& > [data-row] > [role=cell][data-pin]': { position: 'sticky', zIndex: 1, bg: 'inherit' },
};

export function DataTableBody<T, K extends string>(props: Props<T, K>) {
  const { rows, scroller, rowHeightPx, cards } = props;
  const virtual = rows.length >= VIRTUALISE_FROM_ROWS;
  // Cards scroll with the page (one scroll on a phone, no box inside it); the table scrolls in its own box.
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const [pageTop, setPageTop] = useState(0);
  useLayoutEffect(() => {
    if (!body || !cards) return undefined;
    // What sits above the cards can grow (a phone's 'Mais filtros'): measure again when the page does.
    const measure = () => setPageTop(Math.round(body.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, [body, cards]);
  const inBox = useVirtualizer({
    count: virtual && !cards ? rows.length : 0,
    getScrollElement: () => scroller,
    estimateSize: () => rowHeightPx,
    overscan: OVERSCAN_ROWS,
  });
  const inPage = useWindowVirtualizer({
    count: virtual && cards ? rows.length : 0,
    estimateSize: () => rowHeightPx,
    overscan: OVERSCAN_ROWS,
    scrollMargin: pageTop,
  });
  const virtualizer = cards ? inPage : inBox;
  const shift = cards ? pageTop : 0;

  // The handlers as of the last render, read when a row is opened.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const opens = props.onOpen !== undefined;
  const open = useMemo(() => (opens ? (row: T) => latest.current.onOpen?.(row) : undefined), [opens]);
  const { bodyCss } = props;
  const css = useMemo(() => (bodyCss ? { ...BODY_CSS, ...bodyCss } : BODY_CSS), [bodyCss]);
  const { columns, template, offsets, testId, card, inactive, rowData } = props;
  const look = useMemo<RowLook<T, K>>(
    () => ({ columns, template, offsets, cards, card, rowHeightPx, testId, inactive, rowData, open }),
    [columns, template, offsets, cards, card, rowHeightPx, testId, inactive, rowData, open],
  );

  if (!virtual) {
    return (
      <Box css={css}>
        {rows.map((row, index) => (
          <Row key={props.rowKey(row)} look={look} row={row} index={index} top={null} />
        ))}
      </Box>
    );
  }
  return (
    <Box ref={setBody} css={css} position="relative" height={`${virtualizer.getTotalSize()}px`}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (row === undefined) return null;
        return (
          <Row key={props.rowKey(row)} look={look} row={row} index={item.index} top={item.start - shift} />
        );
      })}
    </Box>
  );
}

/** What every row of the table shares: a row renders again only when one of these changes. */
interface RowLook<T, K extends string> {
  columns: DataColumn<T, K>[];
  template: string;
  offsets: Map<string, number>;
  cards: boolean;
  card: DataTableProps<T, K>['card'];
  rowHeightPx: number;
  testId: string;
  inactive: DataTableProps<T, K>['inactive'];
  rowData: DataTableProps<T, K>['rowData'];
  open: ((row: T) => void) | undefined;
}

interface RowProps<T, K extends string> {
  look: RowLook<T, K>;
  row: T;
  index: number;
  /** Offset in the virtualised body, px; null in the normal flow. */
  top: number | null;
}

function RowOf<T, K extends string>({ look, row, index, top }: RowProps<T, K>) {
  const { cards, open } = look;
  const off = look.inactive?.(row) ?? false;
  const onOpen = open ? () => open(row) : undefined;
  const onKeyDown = onOpen
    ? (e: KeyboardEvent) => {
        if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
          e.preventDefault();
          onOpen();
        }
      }
    : undefined;
  let content: ReactNode;
  if (cards && look.card) content = look.card(row);
  else
    content = look.columns.map((c) => {
      const pinned = c.pin
        ? { [c.pin === 'start' ? 'left' : 'right']: `${look.offsets.get(c.id) ?? 0}px` }
        : undefined;
      return (
        <div key={c.id} role="cell" data-pin={c.pin} style={pinned}>
          {c.cell(row)}
        </div>
      );
    });
  return (
    <div
      role={cards ? 'listitem' : 'row'}
      aria-rowindex={cards ? undefined : index + 2}
      data-testid={`${look.testId}-row`}
      data-row=""
      data-cards={cards ? '' : undefined}
      data-inactive={off ? 'true' : undefined}
      data-open={onOpen ? '' : undefined}
      {...look.rowData?.(row)}
      style={{
        height: `${look.rowHeightPx}px`,
        gridTemplateColumns: cards ? undefined : look.template,
        ...(top === null
          ? undefined
          : { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${top}px)` }),
      }}
      tabIndex={onOpen ? 0 : undefined}
      onClick={onOpen}
      onKeyDown={onKeyDown}
    >
      {content}
    </div>
  );
}

const Row = memo(RowOf) as typeof RowOf;
