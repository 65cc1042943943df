/**
 * The body of a long list: only the rows in view, absolutely placed in a box as tall as all of
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
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
  const rangeExtractor = useCallback(
    (range: Range) => {
      const shown = defaultRangeExtractor(range);
      if (focused === null || focused >= range.count || shown.includes(focused)) return shown;
      return [...shown, focused].sort((a, b) => a - b);
    },
    [focused],
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
    overscan: OVERSCAN_ROWS,
    rangeExtractor,
  });
  const inPage = useWindowVirtualizer({
    count: cards ? rows.length : 0,
    estimateSize: () => rowHeightPx,
    overscan: OVERSCAN_ROWS,
    scrollMargin: pageTop,
  });
  const virtualizer = cards ? inPage : inBox;
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
  return (
    <>
      {items.map(({ item, row, key }) => (
        <Row key={slotOf.get(key)} look={look} row={row} index={item.index} top={item.start - shift} />
      ))}
    </>
  );
}
