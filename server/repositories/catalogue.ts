/** The extras catalogue (platform-wide): categories and their extras. Functions take the database or a transaction. */
import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { categories, extras } from '../db/schema';

export type CategoryRow = typeof categories.$inferSelect;
export type ExtraRow = typeof extras.$inferSelect;

/** Categories in their order, extras by label. */
export async function listCategoriesAndExtras(
  db: DbOrTx,
): Promise<{ categories: CategoryRow[]; extras: ExtraRow[] }> {
  const [cats, all] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.orderNum), asc(categories.label)),
    db.select().from(extras).orderBy(asc(extras.label)),
  ]);
  return { categories: cats, extras: all };
}
