/**
 * The company logo (spec 01 §7 "POST /companies/{id}/logo", multipart field
 * 'photo'): a file upload, so it goes online and not through the outbox. A
 * company made or changed moments ago is first sent by the outbox; the logo
 * follows once the server has it (and the network is there).
 */
import { request } from '../../../data/api';
import { hasMirror, mirror } from '../../../data/db';
import { useSessionStore } from '../../../data/session';
import { useSyncStore } from '../../../data/sync';
import { COMPANY_MESSAGES, LOGO_MAX_BYTES } from '../../../domain/schemas/companies';
import type { Company } from '../../../domain/types';
import { toastError, toastSuccess } from '../../../ui/toaster';

export const LOGO_UPLOAD_ERROR = 'Erro ao fazer upload do logo.';
export const LOGO_UPLOAD_SUCCESS = 'O logo foi adicionado com sucesso';
const WAIT_STEP_MS = 500;
/** A logo left waiting longer than this (offline all along) is given up, with the error toast. */
const WAIT_LIMIT_MS = 30 * 60_000;

/** Why a chosen file cannot be a logo, or null when it can. */
export function logoFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return COMPANY_MESSAGES.logoNotImage;
  if (file.size > LOGO_MAX_BYTES) return COMPANY_MESSAGES.logoTooLarge;
  return null;
}

/** Sends the file now; the answer's company goes into the mirror. */
export async function uploadLogo(companyUuid: string, file: File): Promise<void> {
  const body = new FormData();
  body.append('photo', file, file.name);
  const answer = await request((api) =>
    api.post(`companies/${companyUuid}/logo`, { body }).json<{ company: Company; logo: string }>(),
  );
  const { financials: _financials, ...record } = answer.company;
  if (hasMirror()) await mirror().companies.put({ ...record, logo: answer.logo ?? record.logo });
}

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Waits until no write of the company waits in the outbox and the page is
 * online, then uploads; reports the outcome with the spec's toasts. A write
 * of the company that the server refused ends the wait with the error.
 */
export async function uploadLogoWhenSynced(companyUuid: string, file: File): Promise<boolean> {
  const userUuid = useSessionStore.getState().user?.uuid;
  const started = Date.now();
  try {
    for (;;) {
      if (!hasMirror() || useSessionStore.getState().user?.uuid !== userUuid) return false;
      const rows = await mirror().outbox.where('targetUuid').equals(companyUuid).toArray();
      if (rows.some((r) => r.state !== 'pending')) throw new Error('company write refused');
      if (rows.length === 0 && useSyncStore.getState().online) break;
      if (Date.now() - started > WAIT_LIMIT_MS) throw new Error('gave up waiting');
      await sleep(WAIT_STEP_MS);
    }
    await uploadLogo(companyUuid, file);
    toastSuccess(LOGO_UPLOAD_SUCCESS);
    return true;
  } catch {
    toastError(LOGO_UPLOAD_ERROR);
    return false;
  }
}
