/** '1 veículo' / 'N veículos' above the stock and waiting lists. */
import { Text } from '@chakra-ui/react';

export function StockCount({ count }: { count: number }) {
  return (
    <Text color="fg.muted" data-testid="stock-count">
      {count === 1 ? '1 veículo' : `${count} veículos`}
    </Text>
  );
}
