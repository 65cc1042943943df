/** Style of a pinned cell: it sticks to its edge with the row's own background, so scrolled cells pass under it. */
import type { DataColumn } from './data-table-types';

/** The edge a pinned cell sticks to and its distance from it (pinOffsets): the header's and the rows' alike. */
export function pinEdge(
  pin: DataColumn<unknown>['pin'],
  offsetPx: number,
): { left: string } | { right: string } | undefined {
  if (!pin) return undefined;
  return pin === 'start' ? { left: `${offsetPx}px` } : { right: `${offsetPx}px` };
}

export function pinStyle(column: Pick<DataColumn<unknown>, 'pin'>, offsetPx: number, header = false) {
  const { pin } = column;
  if (!pin) return {};
  return {
    position: 'sticky' as const,
    ...pinEdge(pin, offsetPx),
    zIndex: header ? 3 : 1,
    bg: header ? 'bg.subtle' : 'inherit',
    'data-pin': pin,
  };
}
