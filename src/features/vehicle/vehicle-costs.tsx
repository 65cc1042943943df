/**
 * 'Custos detalhados' on the vehicle page: the costs from the mirror, each
 * with a pending mark while its write waits in the outbox; add, edit and
 * delete for the roles that write costs, online or not.
 */
import { Badge, Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSessionStore } from '../../data/session';
import { useQueuedTargets } from '../../data/sync';
import type { Cost, Vehicle } from '../../domain/entities';
import { formatDateSlash, formatEuro } from '../../domain/format';
import { COST_TYPE_LABELS } from '../../domain/labels';
import { can } from '../../domain/permissions';
import { totalCosts, totalValue } from '../../domain/stock';
import { addCost, deleteCost, editCost } from './actions/cost-writes';
import { CostDeleteDialog, CostModal } from './cost-modal';

export function VehicleCosts({ vehicle, costs }: { vehicle: Vehicle; costs: Cost[] }) {
  const user = useSessionStore((s) => s.user);
  const canWrite = can(user, 'vehicle.costs.write');
  const seesBuy = can(user, 'vehicle.field.buyPrice');
  const [editing, setEditing] = useState<Cost | null | 'new'>(null);
  const [removing, setRemoving] = useState<Cost | null>(null);
  const pending = useQueuedTargets();

  return (
    <Box data-testid="vehicle-costs">
      <HStack justify="space-between" mb="3">
        <Heading as="h2" size="md">
          Custos detalhados
        </Heading>
        {canWrite ? (
          <Button
            size="sm"
            minH="11"
            colorPalette="red"
            onClick={() => setEditing('new')}
            data-testid="cost-add"
          >
            Adicionar custo
          </Button>
        ) : null}
      </HStack>
      {costs.length === 0 ? (
        <Text color="fg.muted">Sem custos</Text>
      ) : (
        <Stack gap="2">
          {costs.map((c) => (
            <Grid
              key={c.uuid}
              templateColumns="1fr auto"
              gap="2"
              borderBottomWidth="1px"
              py="2"
              alignItems="center"
              data-testid="cost-row"
            >
              <Box>
                <Text>
                  {COST_TYPE_LABELS[c.costType]} · {formatDateSlash(c.date)}
                  {c.description ? ` · ${c.description}` : ''}
                  {pending.has(c.uuid) ? (
                    <Badge ms="2" colorPalette="orange" data-testid="cost-pending">
                      Por enviar
                    </Badge>
                  ) : null}
                </Text>
                {c.associatedInvoice ? (
                  <Text fontSize="sm" color="fg.muted">
                    Ordem de reparação {c.associatedInvoice}
                  </Text>
                ) : null}
              </Box>
              <HStack gap="1">
                <Text fontWeight="medium" me="2">
                  {formatEuro(c.value)}
                </Text>
                {canWrite ? (
                  <>
                    <Button size="sm" minH="11" variant="ghost" onClick={() => setEditing(c)}>
                      Editar
                    </Button>
                    <Button
                      size="sm"
                      minH="11"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => setRemoving(c)}
                      data-testid="cost-delete"
                    >
                      Eliminar
                    </Button>
                  </>
                ) : null}
              </HStack>
            </Grid>
          ))}
          <Text fontWeight="semibold">Total de custos: {formatEuro(totalCosts(costs))}</Text>
          {seesBuy ? (
            <Text fontWeight="semibold">Valor total: {formatEuro(totalValue(vehicle.buyPrice, costs))}</Text>
          ) : null}
        </Stack>
      )}
      <CostModal
        open={editing !== null}
        cost={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSave={(input) =>
          editing === 'new' || editing === null
            ? addCost(vehicle.uuid, input).then(() => undefined)
            : editCost(editing, input)
        }
      />
      <CostDeleteDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) void deleteCost(removing);
          setRemoving(null);
        }}
      />
    </Box>
  );
}
