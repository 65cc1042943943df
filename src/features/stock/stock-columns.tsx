/**
 * The stock and waiting list columns (spec 01 §2, §9) in the spec's order, as
 * the role may see them (src/domain/stock-columns). The vehicle stays at the
 * left while the rest scrolls; the list price (and the waiting list's status)
 * stay at the right, so a seller on a tablet always sees them.
 */
import { Badge, Text, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Actor } from '../../domain/permissions';
import { formatEuro, formatMileage, formatMonthYear } from '../../domain/format';
import { AVAILABILITY_LABELS, FUEL_LABELS, VEHICLE_TYPE_LABELS } from '../../domain/labels';
import { formatListPrice } from '../../domain/price';
import { SOLD_ON_SCREEN_LABEL, isSold } from '../../domain/sold-on-screen';
import { timeInStock, type StockSortKey } from '../../domain/stock';
import { stockColumnIds, type StockColumnId } from '../../domain/stock-columns';
import type { DataColumn } from '../../ui/data-table-types';
import { vehicleColumn } from '../../ui/vehicle-column';
import type { StockListRow } from './use-stock-rows';
import { VehicleThumb } from '../../ui/vehicle-thumb';
import { fallbackOnError, VEHICLE_PHOTO_FALLBACK } from '../../ui/image-fallback';

// The 700 shades: the spec's green and orange tones, dark enough for AA contrast on white.
/** A row's photo that cannot load (offline, never cached) shows the placeholder's car instead. */
const onThumbError = fallbackOnError(VEHICLE_PHOTO_FALLBACK);
const TONE_COLOURS = { none: 'fg', green: 'green.700', orange: 'orange.700', red: 'red.700' } as const;

export function TimeInStock({ createdAt, today }: { createdAt: string; today: string }) {
  const t = timeInStock(createdAt, today);
  return (
    <Text
      as="span"
      color={TONE_COLOURS[t.tone]}
      fontWeight={t.tone === 'none' ? 'normal' : 'semibold'}
      data-tone={t.tone}
    >
      {t.label}
    </Text>
  );
}

const hasListPrice = (value: number | null | undefined) =>
  value !== null && value !== undefined && value >= 1;

export function ListPrice({ value }: { value: number | null | undefined }) {
  const text = formatListPrice(value);
  return (
    <Text
      as="span"
      fontWeight="semibold"
      color={hasListPrice(value) ? 'fg' : 'fg.muted'}
      data-testid="list-price"
    >
      {text}
    </Text>
  );
}

/**
 * The table's cells are plain elements styled by these rules, set once on the rows' box
 * (DataTable's bodyCss): the stock list mounts rows on every scroll and keystroke. They look as
 * TimeInStock, ListPrice and VehicleThumb do (the cards keep those).
 */
export const STOCK_CELL_CSS: SystemStyleObject = {
  '& [role=cell] [data-cell-vehicle]': { display: 'flex', alignItems: 'center', gap: '2', minW: '0' },
  // Its width what is left beside the photo, not its text's: the text is then laid out once. The
  // text's box only: the placeholder of a vehicle without a photo is a div too, and keeps its 40 px.
  '& [data-cell-text]': { minW: '0', flex: '1 1 0' },
  '& [data-cell-name]': {
    fontWeight: 'semibold',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& [data-cell-plate]': { fontSize: 'sm', color: 'fg.muted' },
  '& img[data-cell-thumb]': {
    width: '40px',
    height: '40px',
    flexShrink: 0,
    objectFit: 'cover',
    borderRadius: 'sm',
  },
  '& [role=cell] [data-tone]': { color: 'fg' },
  '& [role=cell] [data-tone=green]': { color: TONE_COLOURS.green, fontWeight: 'semibold' },
  '& [role=cell] [data-tone=orange]': { color: TONE_COLOURS.orange, fontWeight: 'semibold' },
  '& [role=cell] [data-tone=red]': { color: TONE_COLOURS.red, fontWeight: 'semibold' },
  '& [role=cell] [data-testid=list-price]': { fontWeight: 'semibold', color: 'fg' },
  '& [role=cell] [data-testid=list-price][data-none]': { color: 'fg.muted' },
  // A vehicle sold while the list was open: tinted as the sold list tints its SOLD rows, and said in
  // words beside the plate (the tint is never the only signal). As specific as the body's own row
  // background and hover (data-table-body.tsx), plus one.
  '& > [data-row][data-sold]': { bg: 'yellow.subtle' },
  '& > [data-row][data-open][data-sold]:hover': { bg: 'yellow.muted' },
  '& [data-cell-sold]': { ml: '2', fontWeight: 'semibold', color: 'fg', whiteSpace: 'nowrap' },
};

/** A vehicle sold while the stock list was open (src/domain/sold-on-screen). */
function SoldMark() {
  return (
    <span data-cell-sold="" data-testid="sold-on-screen">
      {SOLD_ON_SCREEN_LABEL}
    </span>
  );
}

function VehicleCell({ row: { vehicle: v, photoUrl } }: { row: StockListRow }) {
  return (
    <div data-cell-vehicle="">
      {photoUrl ? (
        // Decoded off the main thread, and not lazy: a virtualised row is only built near the view,
        // and a lazy image waits a frame for its visibility to be checked first.
        <img
          data-cell-thumb=""
          src={photoUrl}
          alt=""
          width={40}
          height={40}
          decoding="async"
          onError={onThumbError}
        />
      ) : (
        <VehicleThumb url={null} />
      )}
      <div data-cell-text="">
        {/* One text node: a row recycled while scrolling lays out one text, not five. */}
        <p data-cell-name="">{`${v.brand} ${v.model} ${v.version ?? ''}`}</p>
        <p data-cell-plate="">
          {v.licensePlate}
          {isSold(v.availability) ? <SoldMark /> : null}
        </p>
      </div>
    </div>
  );
}

type Column = DataColumn<StockListRow, StockSortKey>;

function column(id: StockColumnId, today: string): Column {
  const dash = (text: ReactNode) => text ?? '—';
  switch (id) {
    case 'vehicle':
      return vehicleColumn((row) => <VehicleCell row={row} />);
    case 'stock':
      return {
        id,
        header: 'Tempo em stock',
        ratio: 1.1,
        sortKey: 'stock',
        cell: ({ vehicle: v }) => {
          const t = timeInStock(v.createdAt, today);
          return <span data-tone={t.tone}>{t.label}</span>;
        },
      };
    case 'dateVehicle':
      return {
        id,
        header: 'Data de registo',
        ratio: 1,
        sortKey: 'dateVehicle',
        cell: ({ vehicle: v }) => formatMonthYear(v.dateVehicle),
      };
    case 'fuel':
      // Wide enough for its header at 1024 px: 'Combustível' is one word and cannot wrap.
      return {
        id,
        header: 'Combustível',
        ratio: 1.4,
        cell: ({ vehicle: v }) => dash(v.fuel && FUEL_LABELS[v.fuel]),
      };
    case 'type':
      return {
        id,
        header: 'Tipo',
        ratio: 1.15,
        cell: ({ vehicle: v }) => dash(v.typeVehicle && VEHICLE_TYPE_LABELS[v.typeVehicle]),
      };
    case 'buyPrice':
      return {
        id,
        header: 'Compra + custos',
        ratio: 1.3,
        sortKey: 'buyPrice',
        cell: (r) => formatEuro(r.totalValue),
      };
    case 'mileage':
      return {
        id,
        header: 'Quilómetros',
        ratio: 1.1,
        sortKey: 'mileage',
        cell: ({ vehicle: v }) => formatMileage(v.mileage),
      };
    case 'sellerPrice':
      return {
        id,
        header: 'Preço',
        sortKey: 'sellerPrice',
        widthPx: 120,
        pin: 'end',
        cell: ({ vehicle: v }) => (
          <span data-testid="list-price" data-none={hasListPrice(v.sellerPrice) ? undefined : ''}>
            {formatListPrice(v.sellerPrice)}
          </span>
        ),
      };
    case 'status':
      return {
        id,
        header: 'Estado',
        widthPx: 150,
        pin: 'end',
        cell: ({ vehicle: v }) => <Badge>{AVAILABILITY_LABELS[v.availability]}</Badge>,
      };
  }
}

export function stockColumns(actor: Actor | null, today: string, withStatus: boolean): Column[] {
  return stockColumnIds(actor, withStatus).map((id) => column(id, today));
}
