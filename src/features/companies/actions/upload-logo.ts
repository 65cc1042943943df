/**
 * The company logo (spec 01 §7 "POST /companies/{id}/logo", multipart field
 * 'photo'): queued as a file (src/data/writes/companies.ts), so a logo picked
 * offline survives reloads and goes up by itself, after the company's own
 * queued writes. The picked image shows at once from the device; the spec's
 * toast follows when the upload is settled while the page is open.
 */
import { mirror } from '../../../data/db';
import { whenSettled } from '../../../data/sync';
import { queueCompanyLogo } from '../../../data/writes';
import { COMPANY_MESSAGES, LOGO_MAX_BYTES } from '../../../domain/schemas/companies';
import { toastError, toastSuccess } from '../../../ui/toaster';

export const LOGO_UPLOAD_ERROR = 'Erro ao fazer upload do logo.';
export const LOGO_UPLOAD_SUCCESS = 'O logo foi adicionado com sucesso';

/** Why a chosen file cannot be a logo, or null when it can. */
export function logoFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return COMPANY_MESSAGES.logoNotImage;
  if (file.size > LOGO_MAX_BYTES) return COMPANY_MESSAGES.logoTooLarge;
  return null;
}

/** Queues the logo; true once it is kept on the device. The outcome's toast comes when it is settled. */
export async function uploadLogo(companyUuid: string, file: File): Promise<boolean> {
  let id: string;
  try {
    id = await queueCompanyLogo({ companyUuid }, file);
  } catch {
    toastError(LOGO_UPLOAD_ERROR);
    return false;
  }
  void whenSettled(mirror(), id).then((outcome) => {
    if (outcome === 'done') toastSuccess(LOGO_UPLOAD_SUCCESS);
    else toastError(LOGO_UPLOAD_ERROR);
  });
  return true;
}
