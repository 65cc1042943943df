/**
 * Who may reach a sale (spec 02 §6, design §6): a sale of another company, or
 * — for the roles limited to their own sales ('sold.ownOnly') — a sale sold by
 * someone else, answers 404, exactly as the change feed hides it. The sale
 * routes and the sale documents load every sale through here.
 */
import { can } from '../../src/domain/permissions';
import { loadInCompany, type AuthedUser } from '../auth/guard';
import type { DbOrTx } from '../db/client';
import { notFound } from '../errors';
import { findSaleRow, type SaleRow } from '../repositories/sales';

/** The sale the actor may read, or 404 (bad id, absent, another company, someone else's for own-only roles). */
export async function loadSaleFor(db: DbOrTx, actor: AuthedUser, saleUuid: string): Promise<SaleRow> {
  const row = await loadInCompany(actor, saleUuid, (uuid) => findSaleRow(db, uuid));
  if (can(actor, 'sold.ownOnly') && row.sellerUuid !== actor.uuid) throw notFound();
  return row;
}
