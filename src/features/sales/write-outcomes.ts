/** The spec's texts for the outcome of each sale write (the toast: src/ui/announce-write.ts). */
import { SALE_MESSAGES } from '../../domain/sales';
import type { WriteOutcomeTexts } from '../../ui/announce-write';

export const CREATE_OUTCOMES: WriteOutcomeTexts = {
  done: SALE_MESSAGES.created,
  failed: SALE_MESSAGES.createFailed,
  conflict: SALE_MESSAGES.alreadySold,
};
export const EDIT_OUTCOMES: WriteOutcomeTexts = {
  done: SALE_MESSAGES.saved,
  failed: SALE_MESSAGES.editFailed,
};
export const DELETE_OUTCOMES: WriteOutcomeTexts = {
  done: SALE_MESSAGES.deleted,
  failed: SALE_MESSAGES.deleteFailed,
};
export const DELIVER_OUTCOMES: WriteOutcomeTexts = {
  done: SALE_MESSAGES.delivered,
  failed: SALE_MESSAGES.deliverFailed,
};
