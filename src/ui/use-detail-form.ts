/**
 * The form of a detail screen (spec 01 §4 "Detail screens"): it shows the
 * record and follows it while not edited (a sync may change it), keeps what
 * is being typed when it changes meanwhile, validates on submit with the
 * domain's schema, queues the change through `save`, announces it with the
 * spec's toast and goes back to view mode. The view/edit mode and the
 * unsaved-changes dialog are the EntityEditor's (EditorButtons, DetailPage).
 */
import type { FormEvent } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { toastedWrite, type WriteTexts } from './toasted-write';
import { restoreForm, useEntityEditor, type EntityEditor } from './use-entity-editor';
import type { SchemaForm, SchemaResolver } from './valibot-resolver';

export interface DetailFormOptions<V extends FieldValues, O> {
  resolver: SchemaResolver<V, O>;
  /** The record's values as the form holds them. */
  values: V;
  /** Queues the change. */
  save: (values: O) => Promise<unknown>;
  texts: WriteTexts;
  /** Something picked outside the form's fields (a logo) that would be lost too. */
  extraDirty?: boolean;
  /** Puts back what the form does not hold, when the edit is cancelled. */
  onReset?: () => void;
  /** A mode the screen holds itself (a page that hides its tabs while editing). */
  editing?: boolean;
  onEditingChange?: (editing: boolean) => void;
}

export interface DetailForm<V extends FieldValues, O> {
  form: SchemaForm<V, O>;
  editor: EntityEditor;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function useDetailForm<V extends FieldValues, O>(options: DetailFormOptions<V, O>): DetailForm<V, O> {
  const { values, save, texts, onReset } = options;
  const form = useForm<V, unknown, O>({
    resolver: options.resolver,
    values,
    resetOptions: { keepDirtyValues: true },
    mode: 'onSubmit',
  });
  const editor = useEntityEditor({
    isDirty: form.formState.isDirty || options.extraDirty === true,
    onReset: () => {
      restoreForm(form, values);
      onReset?.();
    },
    editing: options.editing,
    onEditingChange: options.onEditingChange,
  });
  const submit = form.handleSubmit((next) => toastedWrite(() => save(next), texts, editor.close));
  return { form, editor, onSubmit: (event) => void submit(event) };
}
