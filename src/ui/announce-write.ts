/**
 * The toast of a queued write, once its outcome is known: the success text
 * when the server took it, the error text when it refused it (a 409 may have
 * its own), and "kept on the device" when there is no network (the outbox
 * sends it later). The screen says how the outcome is learnt (whenSettled in
 * src/data/sync), and only when online.
 */
import { SAVED_ON_DEVICE, toastError, toastSuccess } from './toaster';

/** How a queued write ended: sent, refused, or answered 409. */
export type WriteOutcome = 'done' | 'failed' | 'conflict';

/** The texts of each outcome of a write. */
export interface WriteOutcomeTexts {
  done: string;
  failed: string;
  /** A 409: someone else changed it first (the page shows it plainly too); `failed` when not given. */
  conflict?: string;
}

export function announceWrite(
  settled: () => Promise<WriteOutcome>,
  online: boolean,
  texts: WriteOutcomeTexts,
): void {
  if (!online) {
    toastSuccess(SAVED_ON_DEVICE);
    return;
  }
  void settled().then((outcome) => {
    if (outcome === 'done') toastSuccess(texts.done);
    else if (outcome === 'conflict') toastError(texts.conflict ?? texts.failed);
    else toastError(texts.failed);
  });
}
