/**
 * Login (spec 01 §7 POST /auth/login): checks the credentials with the server
 * and, on success, stores the session (token, user, company with financials).
 */
import { ApiError, request } from '../../../data/api';
import type { KeptMirror } from '../../../data/db';
import { endSession, handOverSession, startSession } from '../../../data/session';
import { MSG } from '../../../domain/messages';
import { pendingChangesText } from '../../../domain/plural';
import type { LoginInput } from '../../../domain/schemas/users';
import type { Company, User } from '../../../domain/types';

export interface LoginAnswer {
  token: string;
  user: User;
  company: Company | null;
  /** A generated password (a created super user): a new one is chosen before anything else. */
  mustChangePassword?: boolean;
}

export type LoginResult =
  | { kind: 'session'; user: User; keptForOthers: KeptMirror[] }
  /** No session yet: the token opens only the password change (every other call answers 403). */
  | { kind: 'newPassword'; user: User; token: string };

/**
 * Logs in and starts the session; returns the user, so the caller can pick the landing page, and
 * what other users left queued on this device (their mirrors are kept for them) — or, for a
 * password that must be replaced first, what the change needs, with no session started.
 */
export async function logIn(input: LoginInput): Promise<LoginResult> {
  const answer = await request((api) => api.post('auth/login', { json: input }).json<LoginAnswer>());
  if (answer.mustChangePassword) return { kind: 'newPassword', user: answer.user, token: answer.token };
  const keptForOthers = await startSession({
    token: answer.token,
    user: answer.user,
    company: answer.company ?? null,
  });
  // Ask the browser to keep the mirror and queued writes under storage pressure (best effort).
  void navigator.storage?.persist?.().catch(() => false);
  return {
    kind: 'session',
    user: answer.user,
    keptForOthers: keptForOthers.filter((m) => m.userUuid !== answer.user.uuid),
  };
}

/**
 * Replaces a password that must be replaced, with the token of that login (its only use), then
 * logs in with the new one: the change ended every session the old password had opened.
 */
export async function replacePassword(
  pending: { user: User; token: string },
  currentPassword: string,
  password: string,
): Promise<LoginResult> {
  await request((api) =>
    api.patch(`users/password/${pending.user.uuid}`, {
      json: { currentPassword, password },
      headers: { authorization: `Bearer ${pending.token}` },
    }),
  );
  return logIn({ username: pending.user.username, password });
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

/**
 * 'Alterar password' of the signed-in user: the change ends every session of theirs (this one
 * too), so this one goes on under a token of the new password. Should that login fail once the
 * password has changed, the session ends as expired: the next login takes the new password.
 */
export async function changeOwnPassword(
  user: User,
  currentPassword: string,
  password: string,
): Promise<void> {
  let changed = false;
  try {
    await handOverSession(async () => {
      await request((api) =>
        api.patch(`users/password/${user.uuid}`, { json: { currentPassword, password } }),
      );
      changed = true;
      const answer = await request((api) =>
        api.post('auth/login', { json: { username: user.username, password } }).json<LoginAnswer>(),
      );
      return { token: answer.token, user: answer.user, company: answer.company ?? null };
    });
  } catch (error) {
    if (changed) await endSession({ expired: true });
    throw error;
  }
}
