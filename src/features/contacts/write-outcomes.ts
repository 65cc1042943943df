/**
 * The toast of a queued contact write, once its outcome is known: the spec's
 * success text when the server took it, its error text when refused (the
 * outbox has rolled the mirror back), and "kept on the device" offline.
 */
import { mirror } from '../../data/db';
import { whenSettled } from '../../data/sync';
import { CONTACT_MESSAGES } from '../../domain/contacts';
import { SAVED_ON_DEVICE, toastError, toastSuccess } from '../../ui/toaster';

export interface Outcomes {
  done: string;
  failed: string;
}

export function announceWrite(outboxId: string, online: boolean, texts: Outcomes): void {
  if (!online) {
    toastSuccess(SAVED_ON_DEVICE);
    return;
  }
  void whenSettled(mirror(), outboxId).then((outcome) => {
    if (outcome === 'done') toastSuccess(texts.done);
    else toastError(texts.failed);
  });
}

export const CREATE_OUTCOMES: Outcomes = {
  done: CONTACT_MESSAGES.saved,
  failed: CONTACT_MESSAGES.createFailed,
};
export const SAVE_OUTCOMES: Outcomes = { done: CONTACT_MESSAGES.saved, failed: CONTACT_MESSAGES.saveFailed };
export const DELETE_OUTCOMES: Outcomes = {
  done: CONTACT_MESSAGES.deleted,
  failed: CONTACT_MESSAGES.deleteFailed,
};
