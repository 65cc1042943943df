/**
 * 'Custos detalhados' on the vehicle page: the costs from the mirror, each
 * with a pending mark while its write waits in the outbox; add, edit and
 * delete for the roles that write costs, online or not.
 */
import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSessionStore } from '../../data/session';
import { useQueuedTargets } from '../../data/sync';
import type { Cost, Vehicle } from '../../domain/entities';
import { formatEuro } from '../../domain/format';
import { can } from '../../domain/permissions';
import { totalCosts, totalValue } from '../../domain/stock';
import { addCost, deleteCost, editCost } from './actions/cost-writes';
import { CostDeleteDialog, CostModal } from './cost-modal';
import { AddCostButton, CostRow } from './cost-row';

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
        {canWrite ? <AddCostButton onClick={() => setEditing('new')} /> : null}
      </HStack>
      {costs.length === 0 ? (
        <Text color="fg.muted">Sem custos</Text>
      ) : (
        <Stack gap="2">
          {costs.map((c) => (
            <CostRow
              key={c.uuid}
              cost={c}
              testId="cost-row"
              mark={
                pending.has(c.uuid) ? (
                  <Badge ms="2" colorPalette="orange" data-testid="cost-pending">
                    Por enviar
                  </Badge>
                ) : null
              }
              below={
                c.associatedInvoice ? (
                  <Text fontSize="sm" color="fg.muted">
                    Ordem de reparação {c.associatedInvoice}
                  </Text>
                ) : null
              }
              actions={
                canWrite
                  ? {
                      onEdit: () => setEditing(c),
                      onDelete: () => setRemoving(c),
                      deleteTestId: 'cost-delete',
                    }
                  : null
              }
            />
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
