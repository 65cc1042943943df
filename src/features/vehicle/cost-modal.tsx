/**
 * The cost modal (spec 01 §4, §5 "Cost"): type, value, description, repair
 * order, date; validated on submit ('Escolha um tipo', 'Valor tem de ser
 * maior que 0'); closes after submit, its save button disabled for 1 s.
 */
import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { ModalForm } from '../../ui/modal-form';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Cost } from '../../domain/entities';
import { COST_TYPES } from '../../domain/enums';
import { COST_TYPE_LABELS } from '../../domain/labels';
import { costSchema, type CostFormValues, type CostInput } from '../../domain/schemas/vehicles';
import { isoDate } from '../../domain/stock';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { valibotResolver } from '../../ui/valibot-resolver';

export const MODAL_SAVE_LOCK_MS = 1000;
const resolver = valibotResolver(costSchema);

interface Props {
  open: boolean;
  /** The cost being edited, or null to add one. */
  cost: Cost | null;
  onClose: () => void;
  onSave: (input: CostInput) => Promise<void>;
}

/** Empty → undefined ('Campo obrigatório'); otherwise a number, comma decimals accepted. */
const toNumber = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(String(value).replace(',', '.'));

export function CostModal({ open, cost, onClose, onSave }: Props) {
  const [locked, setLocked] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CostFormValues, unknown, CostInput>({ resolver, mode: 'onSubmit', reValidateMode: 'onSubmit' });

  useEffect(() => {
    if (!open) return;
    reset(
      cost
        ? {
            costType: cost.costType,
            value: cost.value,
            description: cost.description,
            associatedInvoice: cost.associatedInvoice,
            date: cost.date,
          }
        : { date: isoDate(new Date()) },
    );
  }, [open, cost, reset]);

  const submit = handleSubmit(async (input) => {
    setLocked(true);
    window.setTimeout(() => setLocked(false), MODAL_SAVE_LOCK_MS);
    await onSave(input);
    onClose();
  });

  return (
    <ModalForm
      open={open}
      onClose={onClose}
      title={cost ? 'Editar custo' : 'Adicionar custo'}
      onSubmit={(e) => void submit(e)}
      saveDisabled={locked}
      testId="cost"
    >
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.costType)} required>
          <Field.Label>
            Tipo de custo <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root size="lg">
            <NativeSelect.Field
              {...register('costType', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
            >
              <option value="">Escolha…</option>
              {COST_TYPES.map((t) => (
                <option key={t} value={t}>
                  {COST_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.costType?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.value)} required>
          <Field.Label>
            Valor (€) <Field.RequiredIndicator />
          </Field.Label>
          <Input size="lg" inputMode="decimal" {...register('value', { setValueAs: toNumber })} />
          <Field.ErrorText>{errors.value?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.date)} required>
          <Field.Label>
            Data <Field.RequiredIndicator />
          </Field.Label>
          <Input size="lg" type="date" {...register('date')} />
          <Field.ErrorText>{errors.date?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.description)}>
          <Field.Label>Descrição</Field.Label>
          <Input size="lg" {...register('description')} />
          <Field.ErrorText>{errors.description?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.associatedInvoice)}>
          <Field.Label>Ordem de reparação</Field.Label>
          <Input size="lg" {...register('associatedInvoice')} />
          <Field.ErrorText>{errors.associatedInvoice?.message}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </ModalForm>
  );
}

export const COST_DELETE_TITLE = 'Eliminar custo';
export const COST_DELETE_TEXT = 'Tem a certeza que quer eliminar este custo?';

/** Asked before a cost is removed (on the vehicle page and in the forms): one tap must not delete it. */
export function CostDeleteDialog({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={COST_DELETE_TITLE}
      text={COST_DELETE_TEXT}
      confirmLabel="Eliminar"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
