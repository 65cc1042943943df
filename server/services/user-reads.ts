/**
 * User reads (spec 01 §7 "Auth and users"): a company's users, and the user a path names as the
 * caller may reach it. Users of other companies, and the super user, are absent (404) to
 * company staff.
 */
import type { User } from '../../src/domain/types';
import { assertSameCompany, companyInScope, type AuthedUser } from '../auth/guard';
import type { DbOrTx } from '../db/client';
import { notFound } from '../errors';
import { findUserByUuid, listCompanyUsers, type UserRow } from '../repositories/users';
import { isUuid } from '../validate';
import { toUser } from '../wire/serializers';

/** The user a path names: oneself, or a user of the caller's company (the super user: anyone). */
export async function loadUserTarget(db: DbOrTx, actor: AuthedUser, userId: string): Promise<UserRow> {
  if (!isUuid(userId)) throw notFound();
  const user = await findUserByUuid(db, userId);
  if (!user) throw notFound();
  if (user.uuid === actor.uuid) return user;
  assertSameCompany(actor, user.companyUuid);
  return user;
}

/** The super user is not company staff's to see, even in the rare case the company matches. */
export function assertVisibleUser(actor: AuthedUser, target: UserRow): void {
  if (target.isSuperUser && !actor.isSuperUser) throw notFound();
}

/** The users of a company the caller acts in (an unknown company is 404, as for its stands). */
export async function companyUsers(db: DbOrTx, actor: AuthedUser, companyId: string): Promise<User[]> {
  const company = await companyInScope(db, actor, companyId);
  return (await listCompanyUsers(db, company.uuid)).map(toUser);
}
