/**
 * The body of a long list: only the rows in view, after a spacer, in a box as tall as all of
 * them (TanStack Virtual) — in the table's own scroll box, or in the page for cards (one scroll on
 * a phone, no box inside it). Its code loads on first need (data-table-body.tsx): a short list,
 * and so the stock list's first screen, does without it.
 */
import { Box, type SystemStyleObject } from '@chakra-ui/react';
import {
  defaultRangeExtractor,
  useVirtualizer,
  useWindowVirtualizer,
  type Range,
} from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Row, type RowLook } from './data-table-row';
import { RowSlots } from './data-table-slots';

export interface VirtualRowsProps<T, K extends string> {
  rows: readonly T[];
  rowKey: (row: T) => string;
  look: RowLook<T, K>;
  css: SystemStyleObject;
  scroller: HTMLDivElement | null;
}

/** Rows rendered beyond each edge of the view: enough for a fling's next frames, few to mount. */
const OVERSCAN_ROWS = 4;
/**
 * Behind the view while it scrolls, fewer: rows there are leaving, and during a fast scroll every
 * row is replaced each frame, so each one rendered costs the frame and is never seen.
 */
const BEHIND_WHILE_SCROLLING_ROWS = 1;

/** The rows to render: the view, more ahead of the scroll than behind it, and the focused row. */
export function shownRows(range: Range, direction: 'forward' | 'backward' | null, focused: number | null) {
  const before = direction === 'forward' ? BEHIND_WHILE_SCROLLING_ROWS : OVERSCAN_ROWS;
  const after = direction === 'backward' ? BEHIND_WHILE_SCROLLING_ROWS : OVERSCAN_ROWS;
  const shown = defaultRangeExtractor({
    ...range,
    overscan: 0,
    startIndex: Math.max(0, range.startIndex - before),
    endIndex: Math.min(range.count - 1, range.endIndex + after),
  });
  if (focused === null || focused >= range.count || shown.includes(focused)) return shown;
  return [...shown, focused].sort((a, b) => a - b);
}

/**
 * The rows' box: a styled element whose style (the body's rule set) is resolved when the list
 * changes, not on every scroll step — those render RowsInView alone.
 */
export default function VirtualRows<T, K extends string>(props: VirtualRowsProps<T, K>) {
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  return (
    <Box ref={setBody} css={props.css} position="relative">
      <RowsInView {...props} body={body} />
    </Box>
  );
}

function RowsInView<T, K extends string>(props: VirtualRowsProps<T, K> & { body: HTMLDivElement | null }) {
  const { rows, rowKey, look, scroller, body } = props;
  const { cards, rowHeightPx } = look;
  const [pageTop, setPageTop] = useState(0);
  // The focused row stays rendered (and in its slot) when it scrolls out of view: its element is
  // not handed to another row, so Enter opens the vehicle that has the focus.
  const [focused, setFocused] = useState<number | null>(null);
  const slots = useRef(new RowSlots());
  // The virtualiser (one instance for the list's life) and the direction of the scroll under way as
  // it saw it when it asked for this render (null at rest: the rows behind come back then).
  const live = useRef<{ scrollDirection: 'forward' | 'backward' | null } | null>(null);
  const direction = live.current?.scrollDirection ?? null;
  const rangeExtractor = useCallback(
    (range: Range) => shownRows(range, direction, focused),
    [direction, focused],
  );
  useEffect(() => {
    if (!body || cards) return undefined;
    const onFocus = (e: FocusEvent) => {
      // aria-rowindex counts from 1, the header row first.
      const row = e.target instanceof Element ? e.target.closest('[aria-rowindex]') : null;
      const index = Number(row?.getAttribute('aria-rowindex'));
      setFocused(index >= 2 ? index - 2 : null);
    };
    const onBlur = () => setFocused(null);
    body.addEventListener('focusin', onFocus);
    body.addEventListener('focusout', onBlur);
    return () => {
      body.removeEventListener('focusin', onFocus);
      body.removeEventListener('focusout', onBlur);
    };
  }, [body, cards]);
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
    count: cards ? 0 : rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => rowHeightPx,
    rangeExtractor,
  });
  const inPage = useWindowVirtualizer({
    count: cards ? rows.length : 0,
    estimateSize: () => rowHeightPx,
    rangeExtractor,
    scrollMargin: pageTop,
  });
  const virtualizer = cards ? inPage : inBox;
  live.current = virtualizer;
  const shift = cards ? pageTop : 0;
  const totalPx = virtualizer.getTotalSize();
  // The box's height set here, so that a scroll step does not render (and style) the box.
  useLayoutEffect(() => {
    if (body) body.style.height = `${totalPx}px`;
  }, [body, totalPx]);

  const items = virtualizer.getVirtualItems().flatMap((item) => {
    const row = rows[item.index];
    return row === undefined ? [] : [{ item, row, key: rowKey(row) }];
  });
  const slotOf = slots.current.assign(items.map((i) => i.key));
  // The rows stay in the normal flow, each after a spacer as tall as the rows skipped before it
  // (one before the first, one more before a focused row kept far away). A scroll step then changes
  // one spacer's height and the recycled rows' content, never a row's own style: moving every row
  // (a transform each) made the browser restyle every cell of every row on every frame, at a cost
  // that grew through a long scroll (10 ms to 90 ms a frame at 10,000 rows in Chromium).
  const children: ReactNode[] = [];
  let flowPx = 0;
  for (const { item, row, key } of items) {
    const topPx = item.start - shift;
    if (topPx > flowPx) {
      children.push(
        <div
          key={`gap-${children.length}`}
          aria-hidden
          data-gap=""
          style={{ height: `${topPx - flowPx}px` }}
        />,
      );
    }
    children.push(<Row key={slotOf.get(key)} look={look} row={row} index={item.index} />);
    flowPx = Math.max(flowPx, topPx) + rowHeightPx;
  }
  return <>{children}</>;
}
