/**
 * The stock table (spec 01 §2, §9): virtualised rows of 75 px, a minimum
 * width of 950 px (scrolls sideways on a phone), sortable headers that
 * toggle direction, and the columns the role may see.
 */
import { Badge, Box, chakra, Flex, Image, Text } from '@chakra-ui/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import type { User } from '../../domain/types';
import { AVAILABILITY_LABELS, FUEL_LABELS, VEHICLE_TYPE_LABELS } from '../../domain/labels';
import { can } from '../../domain/permissions';
import { formatEuro, formatMileage, formatMonthYear } from '../../domain/format';
import { timeInStock, type SortState, type StockRow, type StockSortKey } from '../../domain/stock';

export const ROW_HEIGHT_PX = 75;
export const TABLE_MIN_WIDTH_PX = 950;
const THUMB_PX = 40;
const TONE_COLOURS = { none: 'fg', green: 'green.600', orange: 'orange.500', red: 'red.600' } as const;

interface Column {
  id: string;
  header: string;
  /** Relative width (spec 01 §9: column widths are ratios). */
  ratio: number;
  sortKey?: StockSortKey;
  cell: (row: StockRow) => ReactNode;
}

function columnsFor(user: User | null, today: string, withStatus: boolean): Column[] {
  const cols: Column[] = [
    { id: 'photo', header: 'Foto', ratio: 0.6, cell: (r) => <Thumb row={r} /> },
    {
      id: 'brand',
      header: 'Marca / Modelo',
      ratio: 2.4,
      sortKey: 'brand',
      cell: ({ vehicle: v }) => (
        <Box minW="0">
          <Text fontWeight="semibold" truncate>
            {v.brand} {v.model} {v.version ?? ''}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {v.licensePlate}
          </Text>
        </Box>
      ),
    },
    {
      id: 'stock',
      header: 'Tempo em stock',
      ratio: 1.2,
      sortKey: 'stock',
      cell: ({ vehicle: v }) => {
        const t = timeInStock(v.createdAt, today);
        return (
          <Text
            color={TONE_COLOURS[t.tone]}
            fontWeight={t.tone === 'none' ? 'normal' : 'semibold'}
            data-tone={t.tone}
          >
            {t.label}
          </Text>
        );
      },
    },
    {
      id: 'dateVehicle',
      header: 'Data de registo',
      ratio: 1.1,
      sortKey: 'dateVehicle',
      cell: ({ vehicle: v }) => formatMonthYear(v.dateVehicle),
    },
    {
      id: 'fuel',
      header: 'Combustível',
      ratio: 1,
      cell: ({ vehicle: v }) => (v.fuel ? FUEL_LABELS[v.fuel] : '—'),
    },
    {
      id: 'type',
      header: 'Tipo',
      ratio: 1.3,
      cell: ({ vehicle: v }) => (v.typeVehicle ? VEHICLE_TYPE_LABELS[v.typeVehicle] : '—'),
    },
  ];
  if (can(user, 'stock.columnBuyPrice')) {
    cols.push({
      id: 'buyPrice',
      header: 'Compra + custos',
      ratio: 1.3,
      sortKey: 'buyPrice',
      cell: (r) => formatEuro(r.totalValue),
    });
  }
  if (can(user, 'stock.columnMileage')) {
    cols.push({
      id: 'mileage',
      header: 'Quilómetros',
      ratio: 1.1,
      sortKey: 'mileage',
      cell: ({ vehicle: v }) => formatMileage(v.mileage),
    });
  }
  cols.push({
    id: 'sellerPrice',
    header: 'Preço',
    ratio: 1.1,
    sortKey: 'sellerPrice',
    cell: ({ vehicle: v }) => formatEuro(v.sellerPrice),
  });
  if (withStatus) {
    cols.push({
      id: 'status',
      header: 'Estado',
      ratio: 1.2,
      cell: ({ vehicle: v }) => <Badge>{AVAILABILITY_LABELS[v.availability]}</Badge>,
    });
  }
  return cols;
}

function Thumb({ row }: { row: StockRow & { photoUrl?: string | null } }) {
  return row.photoUrl ? (
    <Image
      src={row.photoUrl}
      alt=""
      width={`${THUMB_PX}px`}
      height={`${THUMB_PX}px`}
      objectFit="cover"
      borderRadius="sm"
      loading="lazy"
    />
  ) : (
    <Box width={`${THUMB_PX}px`} height={`${THUMB_PX}px`} bg="bg.muted" borderRadius="sm" aria-hidden />
  );
}

interface Props {
  rows: (StockRow & { photoUrl?: string | null })[];
  user: User | null;
  today: string;
  sort: SortState<StockSortKey> | null;
  onSort: (key: StockSortKey) => void;
  onOpen: (vehicleUuid: string) => void;
  withStatus?: boolean;
}

export function StockTable({ rows, user, today, sort, onSort, onOpen, withStatus = false }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const columns = columnsFor(user, today, withStatus);
  const template = columns.map((c) => `${c.ratio}fr`).join(' ');
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT_PX,
    overscan: 8,
  });

  return (
    <Box
      ref={scrollRef}
      overflow="auto"
      maxH="calc(100dvh - 220px)"
      minH="300px"
      borderWidth="1px"
      borderRadius="md"
      role="table"
      aria-rowcount={rows.length + 1}
      data-testid="stock-table"
    >
      <Box minW={`${TABLE_MIN_WIDTH_PX}px`}>
        <Box
          role="row"
          display="grid"
          gridTemplateColumns={template}
          position="sticky"
          top="0"
          zIndex="1"
          bg="bg.subtle"
          borderBottomWidth="1px"
        >
          {columns.map((c) => (
            <Flex
              key={c.id}
              role="columnheader"
              align="center"
              px="2"
              minH="11"
              aria-sort={ariaSort(sort, c.sortKey)}
            >
              {c.sortKey ? (
                <chakra.button
                  type="button"
                  onClick={() => c.sortKey && onSort(c.sortKey)}
                  fontWeight="semibold"
                  textAlign="left"
                  minH="11"
                  cursor="pointer"
                  data-testid={`sort-${c.id}`}
                >
                  {c.header} {sort?.key === c.sortKey ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
                </chakra.button>
              ) : (
                <Text fontWeight="semibold">{c.header}</Text>
              )}
            </Flex>
          ))}
        </Box>
        <Box position="relative" height={`${virtualizer.getTotalSize()}px`}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <Box
                key={row.vehicle.uuid}
                role="row"
                tabIndex={0}
                data-testid="stock-row"
                data-plate={row.vehicle.licensePlate}
                display="grid"
                gridTemplateColumns={template}
                alignItems="center"
                position="absolute"
                top="0"
                left="0"
                width="100%"
                height={`${ROW_HEIGHT_PX}px`}
                transform={`translateY(${item.start}px)`}
                borderBottomWidth="1px"
                cursor="pointer"
                _hover={{ bg: 'bg.muted' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
                onClick={() => onOpen(row.vehicle.uuid)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onOpen(row.vehicle.uuid);
                  }
                }}
              >
                {columns.map((c) => (
                  <Box key={c.id} role="cell" px="2" minW="0">
                    {c.cell(row)}
                  </Box>
                ))}
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

function ariaSort(sort: SortState<StockSortKey> | null, key: StockSortKey | undefined) {
  if (!key || sort?.key !== key) return undefined;
  return sort.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
}
