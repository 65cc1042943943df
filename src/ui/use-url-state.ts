/**
 * Filters and sort mirrored into the URL query string without a reload
 * (spec 01 §2), read back from it on load. Filtering is local, so the list
 * applies at once; the URL is written after URL_WRITE_DEBOUNCE_MS.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortState } from '../domain/stock';

export const URL_WRITE_DEBOUNCE_MS = 300;

export function useUrlState<F, K extends string>(options: {
  fromQuery: (q: URLSearchParams) => F;
  toQuery: (f: F) => URLSearchParams;
  sortKeys: readonly K[];
  /**
   * For a list whose empty query means its default filters on load (the sold list's current month,
   * the contacts' open ones): the key written empty when the filters chosen make no query at all,
   * so that "every row" survives a reload.
   */
  emptyKey?: string;
}): {
  filters: F;
  setFilters: (next: F) => void;
  sort: SortState<K> | null;
  setSort: (next: SortState<K> | null) => void;
} {
  const [params, setParams] = useSearchParams();
  const initial = useRef(params);
  const listPath = useRef(window.location.pathname);
  const [filters, setFilters] = useState<F>(() => options.fromQuery(initial.current));
  const [sort, setSort] = useState<SortState<K> | null>(() => parseSort(initial.current, options.sortKeys));
  const { toQuery, emptyKey } = options;

  const query = useMemo(() => {
    const q = toQuery(filters);
    if (emptyKey && q.size === 0) q.set(emptyKey, '');
    if (sort) q.set('sort', `${sort.key}:${sort.direction}`);
    return q.toString();
  }, [filters, sort, toQuery, emptyKey]);

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

  return { filters, setFilters, sort, setSort };
}

function parseSort<K extends string>(q: URLSearchParams, keys: readonly K[]): SortState<K> | null {
  const [key, direction] = (q.get('sort') ?? '').split(':');
  if (!key || !keys.includes(key as K)) return null;
  return { key: key as K, direction: direction === 'desc' ? 'desc' : 'asc' };
}
