/**
 * 'Custos detalhados' inside the vehicle forms (spec 01 §2 "Create vehicle"):
 * costs added, edited and removed through the cost modal are kept in the
 * form and sent with the vehicle when it is saved (new and changed ones in
 * `costs`, removed stored ones in `deletedCosts`). Only for the roles that
 * write costs.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Cost } from '../../domain/entities';
import { formatEuro } from '../../domain/format';
import type { CostFormValues, CostInput, VehicleFormValues } from '../../domain/schemas/vehicles';
import { totalCosts } from '../../domain/stock';
import { sameValue } from '../../domain/vehicle-diff';
import { CostDeleteDialog, CostModal } from './cost-modal';
import { AddCostButton, CostRow } from './cost-row';
import { FormSection } from '../../ui/form-section';

/** A cost of the form as the cost modal edits it. */
function asCost(cost: CostFormValues): Cost {
  return {
    uuid: cost.uuid ?? '',
    vehicleUuid: '',
    companyUuid: '',
    costType: cost.costType,
    value: cost.value,
    description: cost.description ?? null,
    associatedInvoice: cost.associatedInvoice ?? null,
    date: cost.date,
    rowVersion: 0,
    updatedAt: '',
  };
}

/** The stored cost as the form starts with it. */
export function costFormValue(cost: Cost): CostFormValues {
  return {
    uuid: cost.uuid,
    costType: cost.costType,
    value: cost.value,
    description: cost.description,
    associatedInvoice: cost.associatedInvoice,
    date: cost.date,
  };
}

const COST_KEYS = ['costType', 'value', 'description', 'associatedInvoice', 'date'] as const;

/** What a save sends about costs: the new and changed ones, and the stored ones removed. */
export function costChanges(
  stored: readonly Cost[],
  kept: readonly CostInput[],
): { costs: CostInput[]; deletedCosts: string[] } {
  const byUuid = new Map(stored.map((c) => [c.uuid, c]));
  const keptUuids = new Set(kept.map((c) => c.uuid).filter(Boolean));
  return {
    costs: kept.filter((c) => {
      const before = c.uuid ? byUuid.get(c.uuid) : undefined;
      return !before || COST_KEYS.some((key) => !sameValue(before[key], c[key]));
    }),
    deletedCosts: stored.filter((c) => !keptUuids.has(c.uuid)).map((c) => c.uuid),
  };
}

export function FormCostsSection() {
  const { control, setValue } = useFormContext<VehicleFormValues>();
  const costs = useWatch({ control, name: 'costs' }) ?? [];
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const editedCost = typeof editing === 'number' ? costs[editing] : undefined;
  // The modal resets its fields whenever the cost it is given changes: give it the same one.
  const modalCost = useMemo(() => (editedCost ? asCost(editedCost) : null), [editedCost]);

  const save = async (input: CostInput) => {
    const next = [...costs];
    if (typeof editing === 'number' && next[editing]) next[editing] = { ...input, uuid: next[editing].uuid };
    else next.push({ ...input, uuid: crypto.randomUUID() });
    setValue('costs', next, { shouldDirty: true });
  };
  const remove = (index: number) =>
    setValue(
      'costs',
      costs.filter((_, i) => i !== index),
      { shouldDirty: true },
    );

  return (
    <FormSection title="Custos detalhados" testId="vehicle-section-costs">
      <Stack gap="2" gridColumn="1 / -1">
        {costs.length === 0 ? (
          <Text color="fg.muted">Sem custos</Text>
        ) : (
          costs.map((c, index) => (
            <CostRow
              key={c.uuid ?? index}
              cost={c}
              testId="form-cost-row"
              actions={{
                onEdit: () => setEditing(index),
                onDelete: () => setRemoving(index),
                deleteTestId: 'form-cost-delete',
              }}
            />
          ))
        )}
        {costs.length > 0 ? (
          <Text fontWeight="semibold">Total de custos: {formatEuro(totalCosts(costs))}</Text>
        ) : null}
        <Box>
          <AddCostButton variant="outline" onClick={() => setEditing('new')} />
        </Box>
      </Stack>
      {/* The modal's form is portalled, but its submit still bubbles through React to the vehicle form: stop it here. */}
      <Box display="contents" onSubmit={(e) => e.stopPropagation()}>
        <CostModal open={editing !== null} cost={modalCost} onClose={() => setEditing(null)} onSave={save} />
      </Box>
      <CostDeleteDialog
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) remove(removing);
          setRemoving(null);
        }}
      />
    </FormSection>
  );
}
