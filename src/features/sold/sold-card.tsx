/** A sold vehicle as a compact card on a phone: photo, brand/model/version, plate and state, sale month and, per role, value and margin. */
import { Box, HStack, Text } from '@chakra-ui/react';
import { formatEuro, formatMonthYear } from '../../domain/format';
import { AVAILABILITY_LABELS } from '../../domain/labels';
import { VehicleThumb } from '../../ui/vehicle-thumb';
import { SaleMargin } from './sold-columns';
import type { SoldListRow } from './use-sold-rows';

export const SOLD_CARD_HEIGHT_PX = 96;

interface Props {
  row: SoldListRow;
  withValue: boolean;
  withMargin: boolean;
}

export function SoldCard({ row, withValue, withMargin }: Props) {
  const { vehicle: v, sale } = row;
  return (
    <HStack gap="3" px="3" height="100%" align="center" data-testid="sold-card">
      <VehicleThumb url={row.photoUrl} sizePx={64} />
      <Box minW="0" flex="1">
        <Text fontWeight="semibold" truncate>
          {v.brand} {v.model} {v.version ?? ''}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {v.licensePlate} · {AVAILABILITY_LABELS[v.availability]} · {formatMonthYear(sale?.dateOfSale)}
        </Text>
        <HStack gap="3">
          {withValue ? (
            <Text as="span" fontWeight="semibold" data-testid="sale-price">
              {formatEuro(sale?.salePrice)}
            </Text>
          ) : null}
          {withMargin ? <SaleMargin value={row.saleMargin} /> : null}
        </HStack>
      </Box>
    </HStack>
  );
}
