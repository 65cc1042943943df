/**
 * The form of a ModalForm (a cost, a financing company…): filled from the
 * record each time the modal opens (empty to add one), validated on submit
 * with the domain's schema, and closed once `save` is done; 'Guardar' stays
 * disabled for 1 s after a submit (spec 01 §4, §9: useSaveLock).
 */
import { useEffect, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useSaveLock } from './use-save-lock';
import type { SchemaForm, SchemaResolver } from './valibot-resolver';

export interface ModalFormOptions<V extends FieldValues, O, R> {
  resolver: SchemaResolver<V, O>;
  open: boolean;
  /** The record being edited, or null to add one. */
  record: R | null;
  /** The form's values for the record (keep it a module function). */
  valuesOf: (record: R | null) => DefaultValues<V>;
  save: (values: O) => Promise<void>;
  onClose: () => void;
}

/** What ModalForm needs of the form. */
export interface ModalFormState {
  open: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saveDisabled: boolean;
}

export function useModalForm<V extends FieldValues, O, R>({
  resolver,
  open,
  record,
  valuesOf,
  save,
  onClose,
}: ModalFormOptions<V, O, R>): { form: SchemaForm<V, O>; modal: ModalFormState } {
  const [locked, lock] = useSaveLock();
  const form = useForm<V, unknown, O>({ resolver, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const { reset } = form;

  useEffect(() => {
    if (open) reset(valuesOf(record));
  }, [open, record, valuesOf, reset]);

  const submit = form.handleSubmit(async (values) => {
    lock();
    await save(values);
    onClose();
  });

  return {
    form,
    modal: { open, onClose, onSubmit: (event) => void submit(event), saveDisabled: locked },
  };
}
