/**
 * One cost as the vehicle page and the vehicle forms list it: type, date and
 * description, the value, and edit and delete for who may change the costs.
 */
import { Box, Button, Grid, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Cost } from '../../domain/entities';
import { formatDateSlash, formatEuro } from '../../domain/format';
import { COST_TYPE_LABELS } from '../../domain/labels';

interface Props {
  /** A stored cost, or one of the form (its description may be left out). */
  cost: Pick<Cost, 'costType' | 'date' | 'value'> & { description?: string | null };
  testId: string;
  /** After the description: the mark of a cost whose write waits to be sent. */
  mark?: ReactNode;
  /** Under the line: the repair order. */
  below?: ReactNode;
  /** Edit and delete; null for a role that only reads the costs. */
  actions: { onEdit: () => void; onDelete: () => void; deleteTestId: string } | null;
}

export function CostRow({ cost: c, testId, mark, below, actions }: Props) {
  return (
    <Grid
      templateColumns="1fr auto"
      gap="2"
      borderBottomWidth="1px"
      py="2"
      alignItems="center"
      data-testid={testId}
    >
      <Box>
        <Text>
          {COST_TYPE_LABELS[c.costType]} · {formatDateSlash(c.date)}
          {c.description ? ` · ${c.description}` : ''}
          {mark}
        </Text>
        {below}
      </Box>
      <HStack gap="1">
        <Text fontWeight="medium" me="2">
          {formatEuro(c.value)}
        </Text>
        {actions ? (
          <>
            <Button size="sm" minH="11" variant="ghost" onClick={actions.onEdit}>
              Editar
            </Button>
            <Button
              size="sm"
              minH="11"
              variant="ghost"
              colorPalette="red"
              onClick={actions.onDelete}
              data-testid={actions.deleteTestId}
            >
              Eliminar
            </Button>
          </>
        ) : null}
      </HStack>
    </Grid>
  );
}

/** 'Adicionar custo': solid on the vehicle page, outlined inside a vehicle form. */
export function AddCostButton({ onClick, variant }: { onClick: () => void; variant?: 'outline' }) {
  return (
    <Button size="sm" minH="11" colorPalette="red" variant={variant} onClick={onClick} data-testid="cost-add">
      Adicionar custo
    </Button>
  );
}
