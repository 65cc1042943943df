/**
 * One row (or card) of the list table: a plain element whose look comes from the body's rule set
 * (data-table-body.tsx), memoised, in the normal flow (a virtualised body puts spacers between).
 */
import { memo, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { DataTableProps } from './data-table';
import type { DataColumn } from './data-table-types';

/** What every row of the table shares: a row renders again only when one of these changes. */
export interface RowLook<T, K extends string> {
  columns: DataColumn<T, K>[];
  /** Per column: its width (and offset, if pinned), the same object for every row. */
  cellStyles: Map<string, CSSProperties>;
  rowStyle: CSSProperties;
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
}

function RowOf<T, K extends string>({ look, row, index }: RowProps<T, K>) {
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
    content = look.columns.map((c) => (
      <div key={c.id} role="cell" data-pin={c.pin} style={look.cellStyles.get(c.id)}>
        {c.cell(row)}
      </div>
    ));
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
      // The same for every row, so a recycled row's style is never touched while scrolling.
      style={look.rowStyle}
      tabIndex={onOpen ? 0 : undefined}
      onClick={onOpen}
      onKeyDown={onKeyDown}
    >
      {content}
    </div>
  );
}

export const Row = memo(RowOf) as typeof RowOf;
