/**
 * Signing in (spec 01 §7 POST /auth/login): the user by username and password, refused alike for
 * an unknown user and a wrong password, and counted by the login limiter (429 once blocked). A
 * deactivated user's right password, and one of a user of a deactivated company, answer exactly as
 * a wrong one does (issue 22 "No existence oracle"): same 401, same count against the limits.
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
  // Read only once the password is right, so a wrong one costs the same for every account.
  const company = user && ok && user.companyUuid ? await findCompanyRow(db, user.companyUuid) : undefined;
  // A company's user whose company is deactivated may not sign in; the super user has none.
  const companyOpen = !user?.companyUuid || company?.active === true;
  if (!user || !ok || !user.isActive || !companyOpen) {
    await limiter.failed(attempt);
    // One answer for an unknown, inactive or closed account and a wrong password: nothing to learn from it.
    throw unauthorized(MSG.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  await limiter.succeeded(attempt);
  return {
    user,
    company: company ? toCompany(company, await listCompanyFinancials(db, company.uuid)) : null,
  };
}
