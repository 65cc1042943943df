/**
 * A queued write as the admin screens announce it: the write, then its
 * success toast and what follows (close the editor, go to the company page),
 * or its error toast. The write only reaches the outbox here, so a failure is
 * the device's (storage), not the server's.
 */
import { toastError, toastSuccess } from './toaster';

export interface WriteTexts {
  /** 'Stand gravado com successo'… word for word from the spec. */
  done: string;
  /** 'Erro ao tentar gravar o stand. Por favor tente mais tarde'… */
  error: string;
}

export async function toastedWrite(
  write: () => Promise<unknown>,
  texts: WriteTexts,
  after?: () => void,
): Promise<void> {
  try {
    await write();
    toastSuccess(texts.done);
    after?.();
  } catch {
    toastError(texts.error);
  }
}
