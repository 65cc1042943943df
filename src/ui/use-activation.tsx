/**
 * 'Desativar' / 'Ativar' of a record (spec 01 §4): deactivation is confirmed
 * first, activation is not; either is queued, announced with the spec's toast
 * and followed by `after` (the company page).
 */
import type { ReactNode } from 'react';
import { toastedWrite } from './toasted-write';
import { useConfirmedWrite } from './use-confirmed-write';

export interface ActivationTexts {
  activated: string;
  deactivated: string;
  activateError: string;
  deactivateError: string;
}

export interface ActivationOptions<T> {
  isActive: (record: T) => boolean;
  /** Queues the change. */
  setActive: (record: T, active: boolean) => Promise<unknown>;
  texts: ActivationTexts;
  after: (record: T) => void;
  /** The deactivation's question ('Desativar stand', …). */
  confirmTitle: string;
  confirmText: (record: T | null) => string;
}

export function useActivation<T>(options: ActivationOptions<T>): {
  /** The button's action: asks first when deactivating. */
  toggle: (record: T) => void;
  dialog: ReactNode;
} {
  const { isActive, setActive, texts, after } = options;
  const confirm = useConfirmedWrite<T>({
    title: options.confirmTitle,
    text: options.confirmText,
    confirmLabel: 'Desativar',
    write: (record) => setActive(record, false),
    texts: { done: texts.deactivated, error: texts.deactivateError },
    after,
  });
  const toggle = (record: T) => {
    if (isActive(record)) confirm.ask(record);
    else
      void toastedWrite(
        () => setActive(record, true),
        { done: texts.activated, error: texts.activateError },
        () => after(record),
      );
  };
  return { toggle, dialog: confirm.dialog };
}
