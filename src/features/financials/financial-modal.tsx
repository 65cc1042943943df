/**
 * The financial modal (spec 01 §4, §5 "Financial"): name and code (BIC),
 * both required; it closes after submit and its save button stays disabled
 * for 1 s.
 */
import { Input, Stack } from '@chakra-ui/react';
import {
  financialCreateSchema,
  type FinancialCreateInput,
  type FinancialFormValues,
} from '../../domain/schemas/financials';
import type { Financial } from '../../domain/types';
import { FormField } from '../../ui/form-field';
import { ModalForm } from '../../ui/modal-form';
import { useModalForm } from '../../ui/use-modal-form';
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

const valuesOf = (financial: Financial | null) =>
  financial ? { name: financial.name, code: financial.code } : { name: '', code: '' };

export function FinancialModal({ open, financial, onClose, onSave }: Props) {
  const { form, modal } = useModalForm<FinancialFormValues, FinancialCreateInput, Financial>({
    resolver,
    open,
    record: financial,
    valuesOf,
    save: ({ name, code }) => onSave({ name, code }),
    onClose,
  });
  const { errors } = form.formState;

  return (
    <ModalForm {...modal} title={financial ? 'Editar financeira' : 'Adicionar financeira'} testId="financial">
      <Stack gap="4">
        <FormField label="Nome" required error={errors.name?.message}>
          <Input size="lg" {...form.register('name')} />
        </FormField>
        <FormField label="Código (BIC)" required error={errors.code?.message}>
          <Input size="lg" autoCapitalize="characters" {...form.register('code')} />
        </FormField>
      </Stack>
    </ModalForm>
  );
}
