/**
 * The stock and waiting lists' table (spec 01 §2, §9) on the one list table
 * of src/ui: virtualised 75 px rows, the columns the role may see, and on a
 * phone a compact card per vehicle.
 */
import { useCallback, useMemo } from 'react';
import type { User } from '../../domain/types';
import { isSold } from '../../domain/sold-on-screen';
import type { StockSortKey } from '../../domain/stock';
import { seesListPrice } from '../../domain/stock-columns';
import { DataTable } from '../../ui/data-table';
import type { ListSorting } from '../../ui/use-url-state';
import { VEHICLE_CARD_HEIGHT_PX } from '../../ui/vehicle-card';
import { StockCard } from './stock-card';
import { STOCK_CELL_CSS, stockColumns } from './stock-columns';
import type { StockListRow } from './use-stock-rows';

interface Props {
  label: string;
  rows: StockListRow[];
  user: User | null;
  today: string;
  sorting: ListSorting<StockSortKey>;
  onOpen: (vehicleUuid: string) => void;
  withStatus?: boolean;
}

/**
 * The waiting list adds the pinned 'Estado' to the stock list's columns: squeezed into a 1024 px
 * tablet its cells would clip ('passageiros'), so it keeps a wider table that scrolls sideways.
 */
const WAITING_MIN_WIDTH_PX = 1000;

const rowKey = (r: StockListRow) => r.vehicle.uuid;
// A vehicle sold while the stock list was open is tinted (stock-columns.tsx STOCK_CELL_CSS).
const rowData = (r: StockListRow): Record<`data-${string}`, string> =>
  isSold(r.vehicle.availability)
    ? { 'data-plate': r.vehicle.licensePlate, 'data-sold': '' }
    : { 'data-plate': r.vehicle.licensePlate };

export function StockTable({ label, rows, user, today, sorting, onOpen, withStatus = false }: Props) {
  const withPrice = seesListPrice(user);
  // Kept between renders: the table's rows are memoised on the columns and the card.
  const columns = useMemo(() => stockColumns(user, today, withStatus), [user, today, withStatus]);
  const card = useCallback(
    (r: StockListRow) => <StockCard row={r} today={today} withPrice={withPrice} withStatus={withStatus} />,
    [today, withPrice, withStatus],
  );
  return (
    <DataTable<StockListRow, StockSortKey>
      label={label}
      testId="stock"
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      rowData={rowData}
      sort={sorting.sort}
      onSort={sorting.onSort}
      onOpen={(r) => onOpen(r.vehicle.uuid)}
      bodyCss={STOCK_CELL_CSS}
      card={card}
      cardHeightPx={VEHICLE_CARD_HEIGHT_PX}
      maxH="calc(100dvh - 220px)"
      {...(withStatus ? { minWidthPx: WAITING_MIN_WIDTH_PX } : {})}
    />
  );
}
