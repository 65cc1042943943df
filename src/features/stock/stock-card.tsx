/** A vehicle as a compact card on a phone (issue 9): photo, brand/model/version, plate, time in stock and, for who may see it, the list price. */
import { Badge, HStack } from '@chakra-ui/react';
import { AVAILABILITY_LABELS } from '../../domain/labels';
import { SOLD_ON_SCREEN_LABEL, isSold } from '../../domain/sold-on-screen';
import { VehicleCard } from '../../ui/vehicle-card';
import { ListPrice, TimeInStock } from './stock-columns';
import type { StockListRow } from './use-stock-rows';

interface Props {
  row: StockListRow;
  today: string;
  withPrice: boolean;
  /** The waiting list's status column, as a badge beside the price. */
  withStatus: boolean;
}

export function StockCard({ row, today, withPrice, withStatus }: Props) {
  const v = row.vehicle;
  return (
    <VehicleCard
      vehicle={v}
      photoUrl={row.photoUrl}
      detail={
        <>
          {v.licensePlate} · <TimeInStock createdAt={v.createdAt} today={today} />
        </>
      }
      testId="stock-card"
    >
      <HStack gap="2">
        {withPrice ? <ListPrice value={v.sellerPrice} /> : null}
        {withStatus ? <Badge>{AVAILABILITY_LABELS[v.availability]}</Badge> : null}
        {isSold(v.availability) ? (
          <Badge colorPalette="yellow" data-testid="sold-on-screen">
            {SOLD_ON_SCREEN_LABEL}
          </Badge>
        ) : null}
      </HStack>
    </VehicleCard>
  );
}
