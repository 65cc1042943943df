/**
 * View and edit mode of a detail screen (spec 01 §4 "Detail screens"):
 * 'Editar …' opens edit mode (scrolled to the top, where the form starts),
 * 'Cancelar' asks first when the form is dirty, and while editing every way
 * out of the page asks too (useLeaveGuard). The mode is the hook's own, or
 * the screen's when it passes `editing` (a page that hides tabs while editing).
 */
import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReset, UseFormSetValue } from 'react-hook-form';
import { useLeaveGuard, type LeaveGuard } from './use-leave-guard';

export interface EntityEditorOptions {
  isDirty: boolean;
  /** Puts the form back to the record (Cancelar, or the dialog's Confirmar). */
  onReset?: () => void;
  initiallyEditing?: boolean;
  /** A mode the screen holds itself. */
  editing?: boolean;
  onEditingChange?: (editing: boolean) => void;
}

export interface EntityEditor {
  editing: boolean;
  /** 'Editar …'. */
  edit(): void;
  /** 'Cancelar': back to view mode, asking first when dirty. */
  cancel(): void;
  /** Back to view mode without asking (after a save). */
  close(): void;
  guard: LeaveGuard;
}

/**
 * Puts a form back to the record, the inputs' shown text included: a bare
 * `reset(values)` drops the registered inputs, and an input that stays
 * mounted (read-only in view mode) would keep what was typed.
 */
export function restoreForm<T extends FieldValues>(
  form: { setValue: UseFormSetValue<T>; reset: UseFormReset<T> },
  values: T,
): void {
  for (const name of Object.keys(values) as Path<T>[]) {
    form.setValue(name, values[name] as PathValue<T, Path<T>>);
  }
  form.reset(values, { keepValues: true });
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0 });
}

export function useEntityEditor({
  isDirty,
  onReset,
  initiallyEditing = false,
  editing: controlled,
  onEditingChange,
}: EntityEditorOptions): EntityEditor {
  const [own, setOwn] = useState(initiallyEditing);
  const editing = controlled ?? own;
  const setEditing = useCallback(
    (next: boolean) => {
      setOwn(next);
      onEditingChange?.(next);
    },
    [onEditingChange],
  );
  const guard = useLeaveGuard(editing && isDirty);

  useEffect(() => {
    if (editing) scrollToTop();
  }, [editing]);

  return {
    editing,
    edit: () => setEditing(true),
    cancel: () =>
      guard.confirm(() => {
        onReset?.();
        setEditing(false);
      }),
    close: () => setEditing(false),
    guard,
  };
}
