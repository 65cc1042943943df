/**
 * Login (spec 01 §7 POST /auth/login): checks the credentials with the server
 * and, on success, stores the session (token, user, company with financials).
 */
import { ApiError, request } from '../../../data/api';
import type { KeptMirror } from '../../../data/db';
import { startSession } from '../../../data/session';
import { MSG } from '../../../domain/messages';
import { pendingChangesText } from '../../../domain/plural';
import type { LoginInput } from '../../../domain/schemas/users';
import type { Company, User } from '../../../domain/types';

export interface LoginAnswer {
  token: string;
  user: User;
  company: Company | null;
}

/**
 * Logs in and starts the session; returns the user, so the caller can pick the landing page, and
 * what other users left queued on this device (their mirrors are kept for them).
 */
export async function logIn(input: LoginInput): Promise<{ user: User; keptForOthers: KeptMirror[] }> {
  const answer = await request((api) => api.post('auth/login', { json: input }).json<LoginAnswer>());
  const keptForOthers = await startSession({
    token: answer.token,
    user: answer.user,
    company: answer.company ?? null,
  });
  // Ask the browser to keep the mirror and queued writes under storage pressure (best effort).
  void navigator.storage?.persist?.().catch(() => false);
  return { user: answer.user, keptForOthers: keptForOthers.filter((m) => m.userUuid !== answer.user.uuid) };
}

/** 'Tem N alterações por enviar de <nome>': another user's writes that wait on this device for them. */
export function keptMirrorText(kept: KeptMirror): string {
  return `Tem ${pendingChangesText(kept.queued)} de ${kept.label ?? 'outro utilizador'}`;
}

/**
 * The text shown under the form for a failed login: the spec's one message for
 * any failure, except too many attempts (design §8), where the server's own
 * message says to wait.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.message || MSG.tooManyAttempts;
  return MSG.loginFailed;
}
