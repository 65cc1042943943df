/** The stock list's empty states (spec 01 §2), word for word. */
import { Center, Text } from '@chakra-ui/react';

export const EMPTY_TEXTS = {
  filtered: 'Não existem veículos com estes filtros',
  none: 'Não tem nenhum veículo criado',
  noStand: 'Nenhum stand associado. Por favor contacte-nos',
} as const;

export function VehicleEmpty({ reason }: { reason: keyof typeof EMPTY_TEXTS }) {
  return (
    <Center py="16" data-testid="stock-empty">
      <Text fontSize="lg" color="fg.muted">
        {EMPTY_TEXTS[reason]}
      </Text>
    </Center>
  );
}
