/**
 * The sold list's columns (spec 02 §6) as the role may see them
 * (src/domain/sold-columns): the vehicle stays at the left while the rest
 * scrolls; the cost roles add margin, financing and seller.
 */
import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import type { Actor } from '../../domain/permissions';
import { formatEuro, formatMonthYear } from '../../domain/format';
import { AVAILABILITY_LABELS } from '../../domain/labels';
import { marginTone } from '../../domain/sales';
import type { SoldSortKey } from '../../domain/sold';
import { soldColumnIds, type SoldColumnId } from '../../domain/sold-columns';
import type { DataColumn } from '../../ui/data-table-types';
import { vehicleColumn } from '../../ui/vehicle-column';
import { VehicleThumb } from '../../ui/vehicle-thumb';
import type { SoldListRow } from './use-sold-rows';

// The 700 shades: dark enough for AA contrast on white and on the SOLD tint.
const MARGIN_COLOURS = { good: 'green.700', bad: 'red.700' } as const;

/** A sale whose write waits to be sent: marked as the other queued records are. */
export function SalePendingBadge() {
  return (
    <Badge colorPalette="orange" flexShrink={0} data-testid="sold-pending">
      Por enviar
    </Badge>
  );
}

export function SaleMargin({ value }: { value: number | null }) {
  if (value === null) return <Text as="span">—</Text>;
  const tone = marginTone(value);
  return (
    <Text
      as="span"
      fontWeight="semibold"
      color={MARGIN_COLOURS[tone]}
      data-tone={tone}
      data-testid="sale-margin"
    >
      {formatEuro(value)}
    </Text>
  );
}

type Column = DataColumn<SoldListRow, SoldSortKey>;

function column(id: SoldColumnId, names: ReadonlyMap<string, string>): Column {
  const nameOf = (uuid: string | null | undefined) => (uuid ? (names.get(uuid) ?? '—') : '—');
  switch (id) {
    case 'vehicle':
      return vehicleColumn(({ vehicle: v, photoUrl, pending }) => (
        <HStack gap="2" minW="0">
          <VehicleThumb url={photoUrl} />
          <Box minW="0">
            {/* Two lines before an ellipsis: a long version no longer cuts the model (issue 24). */}
            <Text fontWeight="semibold" lineHeight="short" lineClamp={2} data-testid="sold-vehicle-name">
              {v.brand} {v.model} {v.version ?? ''}
            </Text>
            <HStack gap="2" minW="0">
              <Text fontSize="sm" color="fg.muted" truncate>
                {v.licensePlate} · {AVAILABILITY_LABELS[v.availability]}
              </Text>
              {pending ? <SalePendingBadge /> : null}
            </HStack>
          </Box>
        </HStack>
      ));
    case 'saleDate':
      return {
        id,
        header: 'Data de venda',
        sortKey: 'dateOfSale',
        cell: ({ sale }) => formatMonthYear(sale?.dateOfSale),
      };
    case 'salePrice':
      return {
        id,
        header: 'Valor de venda',
        sortKey: 'salePrice',
        cell: ({ sale }) => (
          <Text as="span" fontWeight="semibold" data-testid="sale-price">
            {formatEuro(sale?.salePrice)}
          </Text>
        ),
      };
    case 'saleMargin':
      return {
        id,
        header: 'Margem',
        sortKey: 'saleMargin',
        cell: (r) => <SaleMargin value={r.saleMargin} />,
      };
    case 'loanValue':
      return {
        id,
        header: 'Valor financiado',
        sortKey: 'loanValue',
        cell: ({ sale }) => (sale?.loan ? formatEuro(sale.loanValue) : '—'),
      };
    case 'loanCompany':
      return {
        id,
        header: 'Financeira',
        cell: ({ sale }) => (sale?.loan ? nameOf(sale.loanCompany) : '—'),
      };
    case 'seller':
      return { id, header: 'Vendedor', ratio: 1.2, cell: ({ sale }) => nameOf(sale?.sellerUuid) };
  }
}

export function soldColumns(actor: Actor | null, names: ReadonlyMap<string, string>): Column[] {
  return soldColumnIds(actor).map((id) => column(id, names));
}
