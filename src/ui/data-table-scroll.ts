/** What the list table watches in the browser: the phone width (cards) and whether more lies to the right. */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Phones (the shell's bottom-bar width): lists that have a card show cards instead of a squeezed table. */
export const CARD_QUERY = '(max-width: 600px)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(CARD_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}

/** A scroll with no new step for this long has settled. */
const SCROLL_SETTLE_MS = 100;

/**
 * True while part of the table is off-screen to the right, so the table can
 * show a fade there: without it nothing tells a touch user the table scrolls.
 */
export function useMoreToTheRight(el: HTMLElement | null, deps: unknown): boolean {
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    if (!el) return;
    setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
  }, [el]);
  useEffect(() => {
    if (!el) return undefined;
    measure();
    // Measured once a scroll settles, never during it: reading the scroll position in a scroll
    // event makes the browser lay out the rows just rendered there and then, inside the event,
    // on every frame of a long list's scroll.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, SCROLL_SETTLE_MS);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [el, measure, deps]);
  return more;
}
