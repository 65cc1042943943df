/**
 * Whether the install still opens with the published demo password (issue 22 §8): true while any
 * active demo account (the demo set's users and the benchmark login, by their stable uuids)
 * accepts DEMO_PASSWORD. main.ts warns at start; GET /api/health says `demo: true`, and the app
 * shows 'Dados de demonstração'.
 *
 * Checking is argon2 work (tens of ms a hash), and /api/health is public: each stored hash is
 * judged once and its verdict kept by the hash itself. A changed password is a new hash (a new
 * salt), so the answer follows every password change at the cost of one small query a call.
 */
import { verifyPassword } from '../auth/passwords';
import type { DbOrTx } from '../db/client';
import { listActivePasswordHashes } from '../repositories/users';
import { DEMO_PASSWORD, DEMO_USERS, userUuid } from './demo-organisation';
import { BENCH_USERNAME } from './scale';

const DEMO_ACCOUNTS = [...DEMO_USERS.map((u) => userUuid(u.username)), userUuid(BENCH_USERNAME)];

/** Verdicts kept; past this many distinct hashes the memory starts over (there are about a dozen). */
const MAX_VERDICTS = 1_000;

/** A checker with its own memory of verdicts: one per app. */
export function demoPasswordCheck(db: DbOrTx): () => Promise<boolean> {
  const verdicts = new Map<string, Promise<boolean>>();
  return async () => {
    const rows = await listActivePasswordHashes(db, DEMO_ACCOUNTS);
    if (verdicts.size > MAX_VERDICTS) verdicts.clear();
    for (const { passwordHash } of rows) {
      let verdict = verdicts.get(passwordHash);
      if (!verdict) {
        verdict = verifyPassword(passwordHash, DEMO_PASSWORD);
        verdicts.set(passwordHash, verdict);
      }
      if (await verdict) return true;
    }
    return false;
  };
}

/** One check, for the warning at start. */
export function demoPasswordInUse(db: DbOrTx): Promise<boolean> {
  return demoPasswordCheck(db)();
}

export const DEMO_PASSWORD_WARNING =
  'Demo accounts still accept the published demo password (README, "Demo logins"): anyone can sign in. ' +
  'For a real install start with SEED_DEMO=0 on an empty database and run `npm run create-superuser -- --username EMAIL`; ' +
  'otherwise change or delete the demo accounts.';
