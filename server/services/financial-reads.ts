/**
 * Financing company reads (spec 01 §7 "Financials", spec 02 §7): every role of the company reads
 * them (the sale form's loan company); another company's answers 404.
 */
import type { Financial } from '../../src/domain/types';
import { loadInCompany, type AuthedUser } from '../auth/guard';
import type { DbOrTx } from '../db/client';
import { findFinancialRow, listCompanyFinancials, type FinancialRow } from '../repositories/financials';
import { toFinancial } from '../wire/serializers';

/** The financial, if it exists in the caller's company (else 404, whichever the reason). */
export function loadFinancial(db: DbOrTx, actor: AuthedUser, financialId: string): Promise<FinancialRow> {
  return loadInCompany(actor, financialId, (uuid) => findFinancialRow(db, uuid));
}

export async function companyFinancials(db: DbOrTx, companyUuid: string): Promise<Financial[]> {
  return (await listCompanyFinancials(db, companyUuid)).map(toFinancial);
}
