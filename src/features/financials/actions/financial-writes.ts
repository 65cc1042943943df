/**
 * Financing company actions (spec 02 §7 "Financials"): add, change, delete,
 * through the declared writes (src/data/writes/financials.ts).
 */
import { queueFinancialCreate, queueFinancialDelete, queueFinancialUpdate } from '../../../data/writes';
import type { Financial } from '../../../domain/types';

export interface FinancialFields {
  name: string;
  code: string;
}

export async function createFinancial(companyUuid: string, input: FinancialFields): Promise<string> {
  const uuid = crypto.randomUUID();
  await queueFinancialCreate({ uuid, companyUuid, name: input.name, code: input.code });
  return uuid;
}

export async function updateFinancial(financial: Financial, input: FinancialFields): Promise<void> {
  await queueFinancialUpdate({ uuid: financial.uuid, ...input, rowVersion: financial.rowVersion });
}

export async function deleteFinancial(financial: Financial): Promise<void> {
  await queueFinancialDelete({ uuid: financial.uuid });
}
