/**
 * User writes (spec 01 §7 "Auth and users"): register, password, role, state, delete, and
 * clearing one's notifications. Each write that changes who a caller is tells the guard's user
 * cache once it has landed (usersChanged), so the next request is judged on the new row.
 */
import { newUserFields } from '../../src/domain/record-defaults';
import { MSG } from '../../src/domain/messages';
import type { RegisterInput } from '../../src/domain/schemas/users';
import type { User } from '../../src/domain/types';
import { assertSameCompany, type AuthedUser } from '../auth/guard';
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
  updateUser,
  type UserRow,
} from '../repositories/users';
import { toUser } from '../wire/serializers';
import { staleOrGone } from './record-writes';

/** Writes the user's row and tells the user cache; undefined when the guarded update matched none. */
async function writeUser(
  db: Db,
  uuid: string,
  values: Parameters<typeof updateUser>[2],
  rowVersion?: number,
) {
  const row = await updateUser(db, uuid, values, rowVersion);
  usersChanged();
  return row;
}

const staleUser = async (db: Db, uuid: string) => staleOrGone(await findUserByUuid(db, uuid), toUser);

/** POST /auth/register: a user of a company the caller acts in; the username is unique. */
export async function registerUser(db: Db, actor: AuthedUser, input: RegisterInput): Promise<User> {
  assertSameCompany(actor, input.companyUuid);
  if (!(await findCompanyRow(db, input.companyUuid))) throw notFound();
  if (await findUserByUsername(db, input.username)) throw badRequest({ username: MSG.usernameTaken });
  if (input.uuid && (await findUserByUuid(db, input.uuid))) throw badRequest({ uuid: MSG.invalidValue });
  const row = await insertUser(db, {
    ...(input.uuid ? { uuid: input.uuid } : {}),
    ...newUserFields(input),
    passwordHash: await hashPassword(input.password),
  }).catch((err: unknown) => {
    // Two registrations racing past the checks above: the unique indexes decide, and the loser gets a 400.
    if (isUniqueViolation(err, 'users_pkey')) throw badRequest({ uuid: MSG.invalidValue });
    if (isUniqueViolation(err)) throw badRequest({ username: MSG.usernameTaken });
    throw err;
  });
  usersChanged();
  return toUser(row);
}

/**
 * PATCH /users/password/{id}. Changing one's own password proves the current one (administrators
 * included: a token left on a shared tablet must not be enough); an administrator resets another
 * user's without it.
 */
export async function changePassword(
  db: Db,
  target: UserRow,
  input: { password: string; currentPassword?: string },
): Promise<User> {
  if (
    input.currentPassword !== undefined &&
    !(await verifyPassword(target.passwordHash, input.currentPassword))
  ) {
    throw badRequest({ currentPassword: MSG.invalidCredentials });
  }
  const row = await writeUser(db, target.uuid, { passwordHash: await hashPassword(input.password) });
  if (!row) throw notFound();
  return toUser(row);
}

export async function changeRole(
  db: Db,
  target: UserRow,
  input: { role: UserRow['role']; rowVersion?: number | undefined },
): Promise<User> {
  if (target.isSuperUser) throw forbidden();
  const row = await writeUser(db, target.uuid, { role: input.role }, input.rowVersion);
  if (!row) throw await staleUser(db, target.uuid);
  return toUser(row);
}

/** PATCH /users/state/{id}: nobody deactivates themselves (409), the user stays in their company. */
export async function changeState(
  db: Db,
  actor: AuthedUser,
  target: UserRow,
  input: { isActive: boolean; companyUuid?: string | null | undefined; rowVersion?: number | undefined },
): Promise<User> {
  if (input.companyUuid && input.companyUuid !== target.companyUuid) throw notFound();
  if (target.uuid === actor.uuid && !input.isActive)
    throw new AppError(409, 'SELF_DEACTIVATION', MSG.forbidden);
  const row = await writeUser(db, target.uuid, { isActive: input.isActive }, input.rowVersion);
  if (!row) throw await staleUser(db, target.uuid);
  return toUser(row);
}

/** DELETE /users/{id}: never oneself, never the super user; answers the user as they were. */
export async function removeUser(db: Db, actor: AuthedUser, target: UserRow): Promise<User> {
  if (target.uuid === actor.uuid || target.isSuperUser) throw forbidden();
  await deleteUser(db, target.uuid);
  usersChanged();
  return toUser(target);
}

/** DELETE /users/{id}/notifications: how many of the user's notifications went. */
export function clearNotifications(db: Db, target: UserRow): Promise<number> {
  return deleteUserNotifications(db, target.uuid);
}
