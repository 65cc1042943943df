/**
 * The skeleton every list screen read from the mirror shares (stock, waiting,
 * sold, contacts, companies): header, filter bar, first-sync progress, a
 * summary once the rows are read, then a spinner, the empty state or the table
 * (the one list table of src/ui, which turns into cards on a phone). A list
 * inside a screen (a tab of the company page) is a ResourceList.
 */
import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FirstSyncProgress, type FirstSyncProgressProps } from './first-sync-progress';
import { Loading } from './loading';
import { PageHeader } from './page-header';

interface Props<T> {
  title: string;
  actions?: ReactNode;
  /** The filter bar, under the header. */
  filters?: ReactNode;
  /** The sync store's `initial`: the progress bar while the first sync runs (none when not given). */
  progress?: FirstSyncProgressProps['progress'];
  /** The rows the filters keep, sorted; undefined while the mirror is read. */
  rows: T[] | undefined;
  /**
   * While the first sync runs, a list with no row yet shows the spinner rather than its empty
   * state (the rows may still be coming).
   */
  waitForFirstSync?: boolean;
  /** The counts above the table, once the rows are read. */
  summary?: (rows: T[]) => ReactNode;
  /** What an empty list says. */
  empty: ReactNode;
  /** The table of the rows (never called with none). */
  table: (rows: T[]) => ReactNode;
  /** After the table (a floating add button on a phone). */
  footer?: ReactNode;
}

export function ListPage<T>({
  title,
  actions,
  filters,
  progress = null,
  rows,
  waitForFirstSync = false,
  summary,
  empty,
  table,
  footer,
}: Props<T>) {
  const loading = rows === undefined || (rows.length === 0 && waitForFirstSync && progress !== null);
  return (
    <Stack gap="4" px={{ base: '2', md: '6' }} pb="24">
      <PageHeader title={title} actions={actions} />
      {filters}
      <FirstSyncProgress progress={progress} />
      {rows && summary ? summary(rows) : null}
      {loading ? <Loading /> : rows.length === 0 ? empty : table(rows)}
      {footer}
    </Stack>
  );
}
