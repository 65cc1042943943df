/**
 * A write that asks first (a deletion, a deactivation): the confirmation
 * dialog for the record it was asked for, then, once confirmed, the write
 * with its toast and what follows (toastedWrite).
 */
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { toastedWrite, type WriteTexts } from './toasted-write';

export interface ConfirmedWriteOptions<T> {
  title: string;
  /** The question; its record is null while the dialog closes. */
  text: (target: T | null) => string;
  confirmLabel: string;
  /** Queues the write. */
  write: (target: T) => Promise<unknown>;
  texts: WriteTexts;
  /** What follows the queued write (the company page). */
  after?: (target: T) => void;
}

export interface ConfirmedWrite<T> {
  /** Opens the dialog for `target`. */
  ask(target: T): void;
  /** The dialog, to render once in the screen. */
  dialog: ReactNode;
}

export function useConfirmedWrite<T>(options: ConfirmedWriteOptions<T>): ConfirmedWrite<T> {
  const { write, texts, after } = options;
  const [pending, setPending] = useState<{ target: T } | null>(null);
  const run = (target: T) =>
    toastedWrite(
      () => write(target),
      texts,
      () => after?.(target),
    );
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={options.title}
      text={options.text(pending?.target ?? null)}
      confirmLabel={options.confirmLabel}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        setPending(null);
        if (pending) void run(pending.target);
      }}
    />
  );
  return { ask: (target) => setPending({ target }), dialog };
}
