/** A sold vehicle as a compact card on a phone: photo, brand/model/version, plate and state, sale month and, per role, value and margin. */
import { HStack, Text } from '@chakra-ui/react';
import { formatEuro, formatMonthYear } from '../../domain/format';
import { AVAILABILITY_LABELS } from '../../domain/labels';
import { VehicleCard } from '../../ui/vehicle-card';
import { SaleMargin, SalePendingBadge } from './sold-columns';
import type { SoldListRow } from './use-sold-rows';

interface Props {
  row: SoldListRow;
  withValue: boolean;
  withMargin: boolean;
}

export function SoldCard({ row, withValue, withMargin }: Props) {
  const { vehicle: v, sale } = row;
  return (
    <VehicleCard
      vehicle={v}
      photoUrl={row.photoUrl}
      detail={`${v.licensePlate} · ${AVAILABILITY_LABELS[v.availability]} · ${formatMonthYear(sale?.dateOfSale)}`}
      testId="sold-card"
    >
      <HStack gap="3">
        {withValue ? (
          <Text as="span" fontWeight="semibold" data-testid="sale-price">
            {formatEuro(sale?.salePrice)}
          </Text>
        ) : null}
        {withMargin ? <SaleMargin value={row.saleMargin} /> : null}
        {row.pending ? <SalePendingBadge /> : null}
      </HStack>
    </VehicleCard>
  );
}
