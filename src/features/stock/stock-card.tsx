/** A vehicle as a compact card on a phone (issue 9): photo, brand/model/version, plate, time in stock and, for who may see it, the list price. */
import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { AVAILABILITY_LABELS } from '../../domain/labels';
import { ListPrice, TimeInStock } from './stock-columns';
import type { StockListRow } from './use-stock-rows';
import { VehicleThumb } from '../../ui/vehicle-thumb';

export const STOCK_CARD_HEIGHT_PX = 96;

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
    <HStack gap="3" px="3" height="100%" align="center" data-testid="stock-card">
      <VehicleThumb url={row.photoUrl} sizePx={64} />
      <Box minW="0" flex="1">
        <Text fontWeight="semibold" truncate>
          {v.brand} {v.model} {v.version ?? ''}
        </Text>
        <Text fontSize="sm" color="fg.muted" truncate>
          {v.licensePlate} · <TimeInStock createdAt={v.createdAt} today={today} />
        </Text>
        <HStack gap="2">
          {withPrice ? <ListPrice value={v.sellerPrice} /> : null}
          {withStatus ? <Badge>{AVAILABILITY_LABELS[v.availability]}</Badge> : null}
        </HStack>
      </Box>
    </HStack>
  );
}
