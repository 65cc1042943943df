/**
 * The financial modal (spec 01 §4, §5 "Financial"): name and code (BIC),
 * both required; it closes after submit and its save button stays disabled
 * for 1 s.
 */
import { Input, Stack } from '@chakra-ui/react';
import { ModalForm } from '../../ui/modal-form';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  financialCreateSchema,
  type FinancialCreateInput,
  type FinancialFormValues,
} from '../../domain/schemas/financials';
import type { Financial } from '../../domain/types';
import { FormField } from '../../ui/form-field';
import { useSaveLock } from '../../ui/use-save-lock';
import { valibotResolver } from '../../ui/valibot-resolver';
import type { FinancialFields } from './actions/financial-writes';

const resolver = valibotResolver(financialCreateSchema);

interface Props {
  open: boolean;
  /** The financing company being edited, or null to add one. */
  financial: Financial | null;
  onClose: () => void;
  onSave: (input: FinancialFields) => Promise<void>;
}

export function FinancialModal({ open, financial, onClose, onSave }: Props) {
  const [locked, lock] = useSaveLock();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FinancialFormValues, unknown, FinancialCreateInput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  useEffect(() => {
    if (open) reset(financial ? { name: financial.name, code: financial.code } : { name: '', code: '' });
  }, [open, financial, reset]);

  const submit = handleSubmit(async ({ name, code }) => {
    lock();
    await onSave({ name, code });
    onClose();
  });

  return (
    <ModalForm
      open={open}
      onClose={onClose}
      title={financial ? 'Editar financeira' : 'Adicionar financeira'}
      onSubmit={(e) => void submit(e)}
      saveDisabled={locked}
      testId="financial"
    >
      <Stack gap="4">
        <FormField label="Nome" required error={errors.name?.message}>
          <Input size="lg" {...register('name')} />
        </FormField>
        <FormField label="Código (BIC)" required error={errors.code?.message}>
          <Input size="lg" autoCapitalize="characters" {...register('code')} />
        </FormField>
      </Stack>
    </ModalForm>
  );
}
