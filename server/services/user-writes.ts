/**
 * User writes (spec 01 §7 "Auth and users"): register, password, role, state, delete, and
 * clearing one's notifications. Each write that changes who a caller is tells the guard's user
 * cache once it has landed (usersChanged), so the next request is judged on the new row. A new
 * password, a new role and a deactivation raise the user's token version: every session they had
 * ends (issue 22), as 'Terminar sessão em todos os dispositivos' (endAllSessions) does.
 */
import { newUserFields } from '../../src/domain/record-defaults';
import { MSG } from '../../src/domain/messages';
import { passwordWeakness } from '../../src/domain/password-strength';
import type { RegisterInput } from '../../src/domain/schemas/users';
import type { User } from '../../src/domain/types';
import { assertSameCompany, type AuthedUser } from '../auth/guard';
import { TooManyAttemptsError, type LoginLimiter } from '../auth/login-limiter';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { usersChanged } from '../auth/user-cache';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { AppError, badRequest, forbidden, notFound } from '../errors';
import { findCompanyRow } from '../repositories/companies';
import {
  deleteUser,
  deleteUserNotifications,
  findUserByUsername,
  findUserByUuid,
  insertUser,
  nextTokenVersion,
  updateUser,
  type UserRow,
} from '../repositories/users';
import { toUser } from '../wire/serializers';
import { recordAudit, userAudit, type AuditInput, type AuditScene } from './audit';
import { staleOrGone } from './record-writes';

/**
 * Writes the user's row and, in the same transaction, its event of the audit trail (so a change
 * is never without its record, nor a record without its change); then tells the user cache.
 * Undefined when the guarded update matched none.
 */
async function writeUser(
  db: Db,
  uuid: string,
  values: Parameters<typeof updateUser>[2],
  rowVersion: number | undefined,
  audit: ((row: UserRow) => AuditInput) | null,
) {
  const row = await db.transaction(async (tx) => {
    const updated = await updateUser(tx, uuid, values, rowVersion);
    if (updated && audit) await recordAudit(tx, audit(updated));
    return updated;
  });
  usersChanged();
  return row;
}

/** Refuses a guessable password (400 on `password`), judged against the user's own names and company. */
async function assertStrongPassword(
  db: Db,
  password: string,
  user: { username: string; firstName?: string | null; lastName?: string | null; companyUuid: string | null },
): Promise<void> {
  const company = user.companyUuid ? await findCompanyRow(db, user.companyUuid) : undefined;
  const weakness = await passwordWeakness(password, { ...user, companyName: company?.name });
  if (weakness) throw badRequest({ password: weakness });
}

const staleUser = async (db: Db, uuid: string) => staleOrGone(await findUserByUuid(db, uuid), toUser);

/**
 * The refusal of a username already in use. Decision (issue 22 "No existence oracle"): usernames
 * are unique across companies, so naming the reason would tell an administrator of one company
 * that an address has an account in another. The spec's 'Já existe um utilizador com este e-mail'
 * is kept where it tells nothing new — a user of the caller's own company (an administrator lists
 * those) or any user to the super user (who manages them all); a user of another company is
 * refused as any other unacceptable username is, with the generic 'Valor inválido'.
 */
function usernameRefusal(actor: AuthedUser, holderCompanyUuid: string | null | undefined): AppError {
  const known = actor.isSuperUser || (holderCompanyUuid != null && holderCompanyUuid === actor.companyUuid);
  return badRequest({ username: known ? MSG.usernameTaken : MSG.invalidValue });
}

/** POST /auth/register: a user of a company the caller acts in; the username is unique. */
export async function registerUser(db: Db, actor: AuthedUser, input: RegisterInput): Promise<User> {
  assertSameCompany(actor, input.companyUuid);
  if (!(await findCompanyRow(db, input.companyUuid))) throw notFound();
  const holder = await findUserByUsername(db, input.username);
  if (holder) throw usernameRefusal(actor, holder.companyUuid);
  if (input.uuid && (await findUserByUuid(db, input.uuid))) throw badRequest({ uuid: MSG.invalidValue });
  await assertStrongPassword(db, input.password, input);
  const row = await insertUser(db, {
    ...(input.uuid ? { uuid: input.uuid } : {}),
    ...newUserFields(input),
    passwordHash: await hashPassword(input.password),
  }).catch(async (err: unknown) => {
    // Two registrations racing past the checks above: the unique indexes decide, and the loser gets a 400.
    if (isUniqueViolation(err, 'users_pkey')) throw badRequest({ uuid: MSG.invalidValue });
    if (isUniqueViolation(err)) {
      throw usernameRefusal(actor, (await findUserByUsername(db, input.username))?.companyUuid);
    }
    throw err;
  });
  usersChanged();
  return toUser(row);
}

/**
 * PATCH /users/password/{id}. Changing one's own password proves the current one (administrators
 * included: a token left on a shared tablet must not be enough), and that proof is counted by the
 * login limiter as a login is (429 once blocked); an administrator resets another user's without it.
 */
export async function changePassword(
  db: Db,
  target: UserRow,
  input: { password: string; currentPassword?: string },
  check: { limiter: LoginLimiter; scene: AuditScene },
): Promise<User> {
  const self = input.currentPassword !== undefined;
  if (input.currentPassword !== undefined)
    await proveCurrentPassword(db, target, input.currentPassword, check);
  await assertStrongPassword(db, input.password, target);
  const row = await writeUser(
    db,
    target.uuid,
    {
      passwordHash: await hashPassword(input.password),
      tokenVersion: nextTokenVersion(),
      mustChangePassword: false,
    },
    undefined,
    () => userAudit(check.scene, 'user.password', target, { detail: { self } }),
  );
  if (!row) throw notFound();
  return toUser(row);
}

/**
 * The proof of one's current password, counted by the login limiter; a wrong one (FAILURE) and
 * a blocked account (LOCKED) join the trail like a refused login: someone is guessing.
 */
async function proveCurrentPassword(
  db: Db,
  target: UserRow,
  currentPassword: string,
  check: { limiter: LoginLimiter; scene: AuditScene },
): Promise<void> {
  const refused = (outcome: 'FAILURE' | 'LOCKED') =>
    recordAudit(db, userAudit(check.scene, 'user.password', target, { outcome, detail: { self: true } }));
  const address = check.scene.address ?? '';
  let attempt: Awaited<ReturnType<LoginLimiter['begin']>>;
  try {
    attempt = await check.limiter.begin(address, target.username);
  } catch (err) {
    if (err instanceof TooManyAttemptsError) await refused('LOCKED');
    throw err;
  }
  if (!(await verifyPassword(target.passwordHash, currentPassword))) {
    await check.limiter.failed(attempt);
    await refused('FAILURE');
    throw badRequest({ currentPassword: MSG.invalidCredentials });
  }
  await check.limiter.succeeded(attempt);
}

export async function changeRole(
  db: Db,
  scene: AuditScene,
  target: UserRow,
  input: { role: UserRow['role']; rowVersion?: number | undefined },
): Promise<User> {
  if (target.isSuperUser) throw forbidden();
  // A new role ends the sessions that carried the old one (the device logs in again, under it).
  const ended = input.role !== target.role ? { tokenVersion: nextTokenVersion() } : {};
  const row = await writeUser(db, target.uuid, { role: input.role, ...ended }, input.rowVersion, (changed) =>
    userAudit(scene, 'user.role', target, { detail: { from: target.role, to: changed.role } }),
  );
  if (!row) throw await staleUser(db, target.uuid);
  return toUser(row);
}

/** PATCH /users/state/{id}: nobody deactivates themselves (409), the user stays in their company. */
export async function changeState(
  db: Db,
  scene: AuditScene,
  actor: AuthedUser,
  target: UserRow,
  input: { isActive: boolean; companyUuid?: string | null | undefined; rowVersion?: number | undefined },
): Promise<User> {
  if (input.companyUuid && input.companyUuid !== target.companyUuid) throw notFound();
  if (target.uuid === actor.uuid && !input.isActive)
    throw new AppError(409, 'SELF_DEACTIVATION', MSG.forbidden);
  const ended = input.isActive ? {} : { tokenVersion: nextTokenVersion() };
  const row = await writeUser(
    db,
    target.uuid,
    { isActive: input.isActive, ...ended },
    input.rowVersion,
    (changed) => userAudit(scene, changed.isActive ? 'user.activate' : 'user.deactivate', target),
  );
  if (!row) throw await staleUser(db, target.uuid);
  return toUser(row);
}

/** POST /auth/logout-all: every session of the caller ends, this one included. */
export async function endAllSessions(db: Db, scene: AuditScene, actor: AuthedUser): Promise<void> {
  const row = await writeUser(db, actor.uuid, { tokenVersion: nextTokenVersion() }, undefined, () => ({
    ...scene,
    action: 'auth.logoutAll',
    companyUuid: actor.companyUuid,
  }));
  if (!row) throw notFound();
}

/** DELETE /users/{id}: never oneself, never the super user; answers the user as they were. */
export async function removeUser(
  db: Db,
  scene: AuditScene,
  actor: AuthedUser,
  target: UserRow,
): Promise<User> {
  if (target.uuid === actor.uuid || target.isSuperUser) throw forbidden();
  await db.transaction(async (tx) => {
    await deleteUser(tx, target.uuid);
    await recordAudit(tx, userAudit(scene, 'user.delete', target));
  });
  usersChanged();
  return toUser(target);
}

/** DELETE /users/{id}/notifications: how many of the user's notifications went. */
export function clearNotifications(db: Db, target: UserRow): Promise<number> {
  return deleteUserNotifications(db, target.uuid);
}
