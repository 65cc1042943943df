import { useMemo } from 'react';

/**
 * The rows a list shows: those `keep` accepts under the filters, in `order`'s order; undefined
 * while the mirror is read. `keep` and `order` should be stable (module functions, or memoised).
 *
 * The rows are sorted once per (rows, sort) and the sorted rows filtered per filter change: a
 * keystroke in a filter pays for the filter only, not the sort. `order` must be a stable sort (equal
 * rows keep their order, as Array.prototype.sort does), so that sorting then filtering gives the
 * rows filtering then sorting gives (tests/unit/stock/visible-rows.test.ts).
 */
export function useVisibleRows<T, F, S>(
  rows: T[] | undefined,
  filters: F,
  sort: S,
  keep: (row: T, filters: F) => boolean,
  order: (rows: T[], sort: S) => T[],
): T[] | undefined {
  const sorted = useMemo(() => (rows ? order(rows, sort) : undefined), [rows, sort, order]);
  return useMemo(() => (sorted ? keepRows(sorted, filters, keep) : undefined), [sorted, filters, keep]);
}

function keepRows<T, F>(rows: T[], filters: F, keep: (row: T, filters: F) => boolean): T[] {
  return rows.filter((r) => keep(r, filters));
}
