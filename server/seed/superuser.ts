/**
 * A platform super user for a real install (issue 22 §8, `npm run create-superuser`): the
 * username an e-mail, the password generated here (144 random bits), returned once to be printed
 * and never stored but as its argon2 hash. It opens nothing but the choice of a new password
 * (mustChangePassword: the app asks for one at the first login, every other call answers 403).
 */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { hashPassword } from '../auth/passwords';
import type { DbOrTx } from '../db/client';
import { findUserByUsername, insertUser } from '../repositories/users';

/** 18 random bytes: 24 base64url characters. */
const GENERATED_PASSWORD_BYTES = 18;

const usernameSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(255), v.email());

export class SuperUserError extends Error {}

export async function createSuperUser(
  db: DbOrTx,
  rawUsername: string,
): Promise<{ uuid: string; username: string; password: string }> {
  const parsed = v.safeParse(usernameSchema, rawUsername);
  if (!parsed.success) throw new SuperUserError(`'${rawUsername}' is not an e-mail address`);
  const username = parsed.output;
  if (await findUserByUsername(db, username)) throw new SuperUserError(`a user '${username}' already exists`);
  const password = randomBytes(GENERATED_PASSWORD_BYTES).toString('base64url');
  const row = await insertUser(db, {
    username,
    passwordHash: await hashPassword(password),
    role: null,
    isActive: true,
    isSuperUser: true,
    companyUuid: null,
    mustChangePassword: true,
  });
  return { uuid: row.uuid, username, password };
}

const USAGE = 'Usage: npm run create-superuser -- --username EMAIL';

/** The CLI's arguments: `--username EMAIL` or `--username=EMAIL`, nothing else. */
export function parseUsernameArg(args: readonly string[]): string {
  let username: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--username') username = args[++i];
    else if (arg.startsWith('--username=')) username = arg.slice('--username='.length);
    else throw new Error(`Unknown argument '${arg}'. ${USAGE}`);
  }
  if (!username) throw new Error(USAGE);
  return username;
}
