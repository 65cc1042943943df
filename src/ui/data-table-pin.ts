/** Style of a pinned cell: it sticks to its edge with the row's own background, so scrolled cells pass under it. */
import type { DataColumn } from './data-table-types';

export function pinStyle(column: Pick<DataColumn<unknown>, 'pin'>, offsetPx: number, header = false) {
  const { pin } = column;
  if (!pin) return {};
  return {
    position: 'sticky' as const,
    [pin === 'start' ? 'left' : 'right']: `${offsetPx}px`,
    zIndex: header ? 3 : 1,
    bg: header ? 'bg.subtle' : 'inherit',
    'data-pin': pin,
  };
}
