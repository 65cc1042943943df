/** Placeholder replaced below by the stock part of the demo data set. */
import type { DbOrTx } from '../db/client';

export async function seedStock(_db: DbOrTx, _today: Date): Promise<void> {}
