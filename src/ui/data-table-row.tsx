/**
 * One row (or card) of the list table: a plain element whose look comes from the body's rule set
 * (data-table-body.tsx), memoised, placed in the normal flow or, in a virtualised body, at `top`.
 */
import { memo, type KeyboardEvent, type ReactNode } from 'react';
import type { DataTableProps } from './data-table';
import type { DataColumn } from './data-table-types';

/** What every row of the table shares: a row renders again only when one of these changes. */
export interface RowLook<T, K extends string> {
  columns: DataColumn<T, K>[];
  template: string;
  offsets: Map<string, number>;
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
  /** Offset in the virtualised body, px; null in the normal flow. */
  top: number | null;
}

function RowOf<T, K extends string>({ look, row, index, top }: RowProps<T, K>) {
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
    content = look.columns.map((c) => {
      const pinned = c.pin
        ? { [c.pin === 'start' ? 'left' : 'right']: `${look.offsets.get(c.id) ?? 0}px` }
        : undefined;
      return (
        <div key={c.id} role="cell" data-pin={c.pin} style={pinned}>
          {c.cell(row)}
        </div>
      );
    });
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
      style={{
        height: `${look.rowHeightPx}px`,
        gridTemplateColumns: cards ? undefined : look.template,
        ...(top === null
          ? undefined
          : { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${top}px)` }),
      }}
      tabIndex={onOpen ? 0 : undefined}
      onClick={onOpen}
      onKeyDown={onKeyDown}
    >
      {content}
    </div>
  );
}

export const Row = memo(RowOf) as typeof RowOf;
