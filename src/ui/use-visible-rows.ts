import { useMemo } from 'react';

/**
 * The rows a list shows: those `keep` accepts under the filters, in `order`'s order; undefined
 * while the mirror is read. `keep` and `order` should be stable (module functions, or memoised):
 * the rows are filtered again whenever one of the arguments changes.
 */
export function useVisibleRows<T, F, S>(
  rows: T[] | undefined,
  filters: F,
  sort: S,
  keep: (row: T, filters: F) => boolean,
  order: (rows: T[], sort: S) => T[],
): T[] | undefined {
  return useMemo(
    () =>
      rows
        ? order(
            rows.filter((r) => keep(r, filters)),
            sort,
          )
        : undefined,
    [rows, filters, sort, keep, order],
  );
}
