/**
 * The round 'Criar veículo' button. On a phone it floats above the bottom bar
 * (the cards keep the price at their left, clear of it); on a tablet it sits in
 * the page header, because floating there it would cover the list price column
 * pinned at the table's right edge.
 */
import { Box, IconButton } from '@chakra-ui/react';
import { PlusIcon } from '../../ui/icons';

export function StockAddButton({ floating, onClick }: { floating: boolean; onClick: () => void }) {
  const button = (
    <IconButton
      aria-label="Criar veículo"
      data-testid="stock-add"
      borderRadius="full"
      size={floating ? '2xl' : 'lg'}
      colorPalette="red"
      boxShadow={floating ? 'lg' : undefined}
      onClick={onClick}
    >
      <PlusIcon />
    </IconButton>
  );
  if (!floating) return button;
  return (
    <Box position="fixed" right="4" bottom="20" zIndex="docked">
      {button}
    </Box>
  );
}
