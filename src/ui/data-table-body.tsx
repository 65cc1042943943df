/**
 * The rows (or cards) of the list table. A long list renders only the rows in
 * view, absolutely placed in a box as tall as all of them (TanStack Virtual);
 * a short one renders every row in the normal flow, so nothing depends on
 * measuring the page.
 */
import { Box } from '@chakra-ui/react';
import { useVirtualizer, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useState } from 'react';
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import type { DataTableProps } from './data-table';
import { pinStyle } from './data-table-pin';
import { VIRTUALISE_FROM_ROWS, type DataColumn } from './data-table-types';

interface Props<T, K extends string> extends DataTableProps<T, K> {
  columns: DataColumn<T, K>[];
  template: string;
  offsets: Map<string, number>;
  scroller: HTMLDivElement | null;
  cards: boolean;
  rowHeightPx: number;
}

const OVERSCAN_ROWS = 8;

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

  if (!virtual) {
    return (
      <Box>
        {rows.map((row, index) => (
          <Row key={props.rowKey(row)} {...props} row={row} index={index} />
        ))}
      </Box>
    );
  }
  return (
    <Box ref={setBody} position="relative" height={`${virtualizer.getTotalSize()}px`}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (row === undefined) return null;
        return (
          <Row
            key={props.rowKey(row)}
            {...props}
            row={row}
            index={item.index}
            placed={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${item.start - shift}px)`,
            }}
          />
        );
      })}
    </Box>
  );
}

interface RowProps<T, K extends string> extends Props<T, K> {
  row: T;
  index: number;
  placed?: CSSProperties;
}

function Row<T, K extends string>(p: RowProps<T, K>) {
  const { row, onOpen, cards } = p;
  const off = p.inactive?.(row) ?? false;
  const open = onOpen ? () => onOpen(row) : undefined;
  const onKeyDown = open
    ? (e: KeyboardEvent) => {
        if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
          e.preventDefault();
          open();
        }
      }
    : undefined;
  let content: ReactNode;
  if (cards && p.card) content = p.card(row);
  else
    content = p.columns.map((c) => (
      <Box
        key={c.id}
        role="cell"
        px="2"
        minW="0"
        height="100%"
        display="flex"
        alignItems="center"
        overflow="hidden"
        {...pinStyle(c, p.offsets.get(c.id) ?? 0)}
      >
        {c.cell(row)}
      </Box>
    ));
  return (
    <Box
      role={cards ? 'listitem' : 'row'}
      aria-rowindex={cards ? undefined : p.index + 2}
      data-testid={`${p.testId}-row`}
      data-inactive={off ? 'true' : undefined}
      {...p.rowData?.(row)}
      style={p.placed}
      display={cards ? 'block' : 'grid'}
      gridTemplateColumns={cards ? undefined : p.template}
      alignItems="center"
      height={`${p.rowHeightPx}px`}
      borderBottomWidth="1px"
      bg={off ? 'red.subtle' : 'bg'}
      cursor={open ? 'pointer' : undefined}
      tabIndex={open ? 0 : undefined}
      onClick={open}
      onKeyDown={onKeyDown}
      _hover={open ? { bg: off ? 'red.muted' : 'bg.muted' } : undefined}
      position="relative"
      // The ring is drawn above the row's cells: pinned (sticky) cells would paint over an outline.
      _focusVisible={{
        outline: 'none',
        _after: {
          content: '""',
          position: 'absolute',
          inset: '0',
          border: '3px solid',
          borderColor: 'brand.focusRing',
          pointerEvents: 'none',
          zIndex: 4,
        },
      }}
    >
      {content}
    </Box>
  );
}
