/**
 * What the writes of every record share: a create that keeps the device's uuid (design §4),
 * and the answer to a guarded update that matched no row.
 */
import { MSG } from '../../src/domain/messages';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict, notFound, type AppError } from '../errors';

/**
 * Inserts a record under the uuid the device chose, if any: a uuid that names a record already,
 * or one taken by a create committed at the same moment, is refused on the field (400).
 */
export async function createWithClientUuid<R>(
  uuid: string | null | undefined,
  exists: (uuid: string) => Promise<unknown>,
  insert: () => Promise<R>,
): Promise<R> {
  if (uuid && (await exists(uuid))) throw badRequest({ uuid: MSG.invalidValue });
  return insert().catch((err: unknown) => {
    // The same client uuid sent twice at once: the second finds it taken.
    if (isUniqueViolation(err)) throw badRequest({ uuid: MSG.invalidValue });
    throw err;
  });
}

/** A guarded update matched no row: the record changed (409 with the current one) or went (404). */
export async function staleOrGone<R>(current: R | undefined, answer: (row: R) => unknown): Promise<AppError> {
  return current ? conflict(MSG.staleVersion, { current: await answer(current) }) : notFound();
}
