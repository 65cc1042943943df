/**
 * Signing in (spec 01 §7 POST /auth/login): the user by username and password, refused alike for
 * an unknown user and a wrong password, and counted by the login limiter (429 once blocked).
 */
import { MSG } from '../../src/domain/messages';
import type { LoginInput } from '../../src/domain/schemas/users';
import type { Company } from '../../src/domain/types';
import type { LoginLimiter } from '../auth/login-limiter';
import { verifyPassword } from '../auth/passwords';
import type { DbOrTx } from '../db/client';
import { unauthorized } from '../errors';
import { findCompanyRow } from '../repositories/companies';
import { listCompanyFinancials } from '../repositories/financials';
import { findUserByUsername, type UserRow } from '../repositories/users';
import { toCompany } from '../wire/serializers';

export async function checkLogin(
  db: DbOrTx,
  limiter: LoginLimiter,
  ip: string,
  input: LoginInput,
): Promise<{ user: UserRow; company: Company | null }> {
  // Counted before the hash is checked, so parallel guesses are stopped as they arrive.
  const attempt = await limiter.begin(ip, input.username);
  const user = await findUserByUsername(db, input.username);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await limiter.failed(attempt);
    // One message for an unknown user and a wrong password: nothing to learn from it.
    throw unauthorized(MSG.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  await limiter.succeeded(attempt);
  if (!user.isActive) throw unauthorized(MSG.inactiveUser, 'INACTIVE_USER');
  return { user, company: user.companyUuid ? await companyWithFinancials(db, user.companyUuid) : null };
}

/** The caller's company as the app keeps it after signing in: the record and its financials. */
async function companyWithFinancials(db: DbOrTx, uuid: string): Promise<Company | null> {
  const row = await findCompanyRow(db, uuid);
  return row ? toCompany(row, await listCompanyFinancials(db, uuid)) : null;
}
