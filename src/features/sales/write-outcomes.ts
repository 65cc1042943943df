/**
 * The toast of a queued sale write, once its outcome is known: the spec's
 * success text when the server took it, its error text when refused, and
 * "kept on the device" when there is no network (the outbox sends it later).
 */
import { mirror } from '../../data/db';
import { whenSettled } from '../../data/sync';
import { SALE_MESSAGES } from '../../domain/sales';
import { SAVED_ON_DEVICE, toastError, toastSuccess } from '../../ui/toaster';

export interface Outcomes {
  done: string;
  failed: string;
  /** A 409: someone else changed it first (the page shows it plainly too). */
  conflict?: string;
}

export function announceWrite(outboxId: string, online: boolean, texts: Outcomes): void {
  if (!online) {
    toastSuccess(SAVED_ON_DEVICE);
    return;
  }
  void whenSettled(mirror(), outboxId).then((outcome) => {
    if (outcome === 'done') toastSuccess(texts.done);
    else if (outcome === 'conflict') toastError(texts.conflict ?? texts.failed);
    else toastError(texts.failed);
  });
}

export const CREATE_OUTCOMES: Outcomes = {
  done: SALE_MESSAGES.created,
  failed: SALE_MESSAGES.createFailed,
  conflict: SALE_MESSAGES.alreadySold,
};
export const EDIT_OUTCOMES: Outcomes = { done: SALE_MESSAGES.saved, failed: SALE_MESSAGES.editFailed };
export const DELETE_OUTCOMES: Outcomes = { done: SALE_MESSAGES.deleted, failed: SALE_MESSAGES.deleteFailed };
export const DELIVER_OUTCOMES: Outcomes = {
  done: SALE_MESSAGES.delivered,
  failed: SALE_MESSAGES.deliverFailed,
};
