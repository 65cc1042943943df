/**
 * Financing company writes (spec 01 §7 "Financials"): create, edit and delete, for the super
 * user and the company's ADMIN. Sales financed by a deleted one keep their loan without a loan
 * company.
 */
import type { FinancialCreateInput, FinancialUpdateInput } from '../../src/domain/schemas/financials';
import type { Financial } from '../../src/domain/types';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import {
  deleteFinancial,
  findFinancialRow,
  insertFinancial,
  updateFinancial as updateFinancialRow,
  type FinancialRow,
} from '../repositories/financials';
import { toFinancial } from '../wire/serializers';
import { createWithClientUuid, staleOrGone } from './record-writes';

export async function createFinancial(
  db: Db,
  companyUuid: string,
  input: FinancialCreateInput,
): Promise<Financial> {
  const row = await createWithClientUuid(
    input.uuid,
    (uuid) => findFinancialRow(db, uuid),
    () =>
      insertFinancial(db, {
        ...(input.uuid ? { uuid: input.uuid } : {}),
        companyUuid,
        name: input.name,
        code: input.code,
      }),
  );
  return toFinancial(row);
}

/** PUT /financials/{id}: name and code; a stale rowVersion answers 409 with the current one. */
export async function updateFinancial(
  db: Db,
  row: FinancialRow,
  input: FinancialUpdateInput,
): Promise<Financial> {
  const updated = await updateFinancialRow(
    db,
    row.uuid,
    { name: input.name, code: input.code },
    input.rowVersion,
  );
  if (!updated) throw await staleOrGone(await findFinancialRow(db, row.uuid), toFinancial);
  return toFinancial(updated);
}

export async function removeFinancial(db: Db, row: FinancialRow): Promise<Financial> {
  const deleted = await deleteFinancial(db, row.uuid);
  if (!deleted) throw notFound();
  return toFinancial(deleted);
}
