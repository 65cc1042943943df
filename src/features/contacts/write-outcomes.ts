/**
 * The spec's texts for the outcome of each contact write (the toast:
 * src/ui/announce-write.ts). A refused write has had the mirror rolled back
 * by the outbox; a 409 reads as a refusal.
 */
import { CONTACT_MESSAGES } from '../../domain/contacts';
import type { WriteOutcomeTexts } from '../../ui/announce-write';

export const CREATE_OUTCOMES: WriteOutcomeTexts = {
  done: CONTACT_MESSAGES.saved,
  failed: CONTACT_MESSAGES.createFailed,
};
export const SAVE_OUTCOMES: WriteOutcomeTexts = {
  done: CONTACT_MESSAGES.saved,
  failed: CONTACT_MESSAGES.saveFailed,
};
export const DELETE_OUTCOMES: WriteOutcomeTexts = {
  done: CONTACT_MESSAGES.deleted,
  failed: CONTACT_MESSAGES.deleteFailed,
};
