/**
 * Filters and sort mirrored into the URL query string without a reload
 * (spec 01 §2), read back from it on load. Filtering is local, so the list
 * applies at once; the URL is written after URL_WRITE_DEBOUNCE_MS.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toggleSort, type SortState } from '../domain/stock';

export const URL_WRITE_DEBOUNCE_MS = 300;

/** A list's sort and what a click on a sortable header does to it, handed to its table together. */
export interface ListSorting<K extends string> {
  /** The sort the URL names, else the list's default. */
  sort: SortState<K>;
  /** A new key sorts ascending, the same key flips direction. */
  onSort: (key: K) => void;
}

export function useUrlState<F, K extends string>(options: {
  fromQuery: (q: URLSearchParams) => F;
  toQuery: (f: F) => URLSearchParams;
  sortKeys: readonly K[];
  /** The list's order when the URL names no sort. */
  defaultSort: SortState<K>;
  /**
   * For a list whose empty query means its default filters on load (the sold list's current month,
   * the contacts' open ones): the key written empty when the filters chosen make no query at all,
   * so that "every row" survives a reload.
   */
  emptyKey?: string;
}): {
  filters: F;
  setFilters: (next: F) => void;
  sorting: ListSorting<K>;
  /** The URL names a sort (the default order is not written). */
  sortChosen: boolean;
} {
  const [params, setParams] = useSearchParams();
  const initial = useRef(params);
  const listPath = useRef(window.location.pathname);
  const [filters, setFilters] = useState<F>(() => options.fromQuery(initial.current));
  const [chosen, setChosen] = useState<SortState<K> | null>(() =>
    parseSort(initial.current, options.sortKeys),
  );
  const { toQuery, emptyKey } = options;

  const query = useMemo(() => {
    const q = toQuery(filters);
    if (emptyKey && q.size === 0) q.set(emptyKey, '');
    if (chosen) q.set('sort', `${chosen.key}:${chosen.direction}`);
    return q.toString();
  }, [filters, chosen, toQuery, emptyKey]);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      // The user has already left for another screen (a row opened while the write waited, the old
      // screen still shown during the new one's loading): the query is this list's, not that screen's.
      if (window.location.pathname !== listPath.current) return;
      if (query !== new URLSearchParams(window.location.search).toString()) {
        setParams(new URLSearchParams(query), { replace: true, preventScrollReset: true });
      }
    }, URL_WRITE_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, setParams]);

  const sort = chosen ?? options.defaultSort;
  const sorting = { sort, onSort: (key: K) => setChosen(toggleSort(sort, key)) };
  return { filters, setFilters, sorting, sortChosen: chosen !== null };
}

function parseSort<K extends string>(q: URLSearchParams, keys: readonly K[]): SortState<K> | null {
  const [key, direction] = (q.get('sort') ?? '').split(':');
  if (!key || !keys.includes(key as K)) return null;
  return { key: key as K, direction: direction === 'desc' ? 'desc' : 'asc' };
}
