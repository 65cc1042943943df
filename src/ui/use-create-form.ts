/**
 * The form of a create screen (spec 01 §2 "Create …"): validated on submit
 * with the domain's schema, queued through `create`, announced with the
 * spec's toast and followed by `back`; Cancelar goes to `back` too. A dirty
 * form asks before it is left, by Cancelar or any other way, except while its
 * save runs (the form is then on its way out). CreatePage shows it.
 */
import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toastedWrite, type WriteTexts } from './toasted-write';
import { useLeaveGuard, type LeaveGuard } from './use-leave-guard';
import type { SchemaForm, SchemaResolver } from './valibot-resolver';

export interface CreateFormOptions<V extends FieldValues, O> {
  resolver: SchemaResolver<V, O>;
  defaultValues: DefaultValues<V>;
  /** Queues the new record. */
  create: (values: O) => Promise<unknown>;
  texts: WriteTexts;
  /** Where a save and Cancelar go (the list, the company page). */
  back: string;
  /** Something picked outside the form's fields (a logo) that would be lost too. */
  extraDirty?: boolean;
}

/** What CreatePage needs of the form. */
export interface CreateFormState {
  guard: LeaveGuard;
  isSubmitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

export function useCreateForm<V extends FieldValues, O>({
  resolver,
  defaultValues,
  create,
  texts,
  back,
  extraDirty = false,
}: CreateFormOptions<V, O>): { form: SchemaForm<V, O>; state: CreateFormState } {
  const navigate = useNavigate();
  const form = useForm<V, unknown, O>({ resolver, defaultValues, mode: 'onSubmit' });
  const { isDirty, isSubmitting } = form.formState;
  const guard = useLeaveGuard((isDirty || extraDirty) && !isSubmitting);
  const toBack = () => guard.leave(() => navigate(back));
  const submit = form.handleSubmit((values) => toastedWrite(() => create(values), texts, toBack));
  return {
    form,
    state: {
      guard,
      isSubmitting,
      onSubmit: (event) => void submit(event),
      onCancel: () => guard.confirm(toBack),
    },
  };
}
