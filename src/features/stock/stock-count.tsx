/**
 * '1 veículo' / 'N veículos' above the stock and waiting lists: the vehicles in stock. Vehicles
 * sold while the stock list was open (still shown, marked 'Vendido') are said apart, so the count
 * stays the stock's.
 */
import { Text } from '@chakra-ui/react';

export function StockCount({ count, soldMeanwhile = 0 }: { count: number; soldMeanwhile?: number }) {
  const sold =
    soldMeanwhile === 0
      ? ''
      : ` · ${soldMeanwhile === 1 ? '1 vendido' : `${soldMeanwhile} vendidos`} entretanto`;
  return (
    <Text color="fg.muted" data-testid="stock-count">
      {count === 1 ? '1 veículo' : `${count} veículos`}
      {sold}
    </Text>
  );
}
