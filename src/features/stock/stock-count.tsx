/**
 * '1 veículo' / 'N veículos' above the stock and waiting lists: the vehicles in stock. Vehicles
 * sold while the stock list was open (still shown, marked 'Vendido') are said apart, beside it, so
 * the count stays the stock's.
 */
import { HStack, Text } from '@chakra-ui/react';

export function StockCount({ count, soldMeanwhile = 0 }: { count: number; soldMeanwhile?: number }) {
  const text = (
    <Text color="fg.muted" data-testid="stock-count">
      {count === 1 ? '1 veículo' : `${count} veículos`}
    </Text>
  );
  if (soldMeanwhile === 0) return text;
  return (
    <HStack gap="1">
      {text}
      <Text color="fg.muted" data-testid="stock-sold-meanwhile">
        · {soldMeanwhile === 1 ? '1 vendido' : `${soldMeanwhile} vendidos`} entretanto
      </Text>
    </HStack>
  );
}
