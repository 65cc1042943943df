/**
 * The interaction modal (spec 02 §2, §5): 'Descrição' and 'Data', both
 * required ('Campo obrigatório'); 'Gravar' stays disabled for 1 s after it is
 * pressed (spec 01 §4), so a double tap logs one interaction.
 */
import { Input, Stack, Textarea } from '@chakra-ui/react';
import { useEffect, type FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { interactionSchema } from '../../domain/schemas/contacts';
import { isoDate } from '../../domain/stock';
import { tidyLongText } from '../../domain/validation';
import { FormField } from '../../ui/form-field';
import { ModalForm } from '../../ui/modal-form';
import { useSaveLock } from '../../ui/use-save-lock';
import { valibotResolver } from '../../ui/valibot-resolver';
import type { InteractionDraft } from './contact-form';

export const INTERACTION_ADD = 'Adicionar interação';
export const INTERACTION_EDIT = 'Editar interação';

const formSchema = v.object({
  description: interactionSchema.entries.description,
  date: interactionSchema.entries.date,
});
const resolver = valibotResolver(formSchema);

interface Values {
  description: string;
  date: string;
}

export interface InteractionModalProps {
  open: boolean;
  /** The interaction edited; null adds one. */
  editing: InteractionDraft | null;
  onClose(): void;
  onSave(interaction: InteractionDraft): void;
}

export function InteractionModal({ open, editing, onClose, onSave }: InteractionModalProps) {
  const [locked, lock] = useSaveLock();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<Values, unknown, Values>({ resolver, mode: 'onSubmit' });

  useEffect(() => {
    if (open) {
      reset({ description: editing?.description ?? '', date: editing?.date ?? isoDate(new Date()) });
    }
  }, [open, editing, reset]);

  const submit = handleSubmit((values) => onSave({ uuid: editing?.uuid ?? crypto.randomUUID(), ...values }));

  return (
    <ModalForm
      open={open}
      onClose={onClose}
      title={editing ? INTERACTION_EDIT : INTERACTION_ADD}
      onSubmit={(e) => {
        lock();
        void submit(e);
      }}
      saveDisabled={locked}
      saveLabel="Gravar"
      testId="interaction"
    >
      <Stack gap="4">
        <div data-field="description">
          <FormField label="Descrição" required error={errors.description?.message}>
            <Textarea
              size="lg"
              rows={3}
              {...register('description', {
                onBlur: (e: FocusEvent<HTMLTextAreaElement>) => {
                  const tidied = tidyLongText(e.target.value);
                  if (tidied !== e.target.value) setValue('description', tidied);
                },
              })}
            />
          </FormField>
        </div>
        <div data-field="date">
          <FormField label="Data" required error={errors.date?.message}>
            <Input size="lg" type="date" {...register('date')} />
          </FormField>
        </div>
      </Stack>
    </ModalForm>
  );
}
