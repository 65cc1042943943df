/**
 * Company actions (spec 01 §2 "Create company", "Company detail"), through
 * the declared writes (src/data/writes/companies.ts).
 */
import type { CompanyRecord } from '../../../data/db';
import { queueCompanyCreate, queueCompanyDelete, queueCompanyUpdate } from '../../../data/writes';

export interface CompanyFields {
  name: string;
  color: string | null;
}

export async function createCompany(input: CompanyFields & { uuid?: string | null }): Promise<string> {
  const uuid = input.uuid ?? crypto.randomUUID();
  await queueCompanyCreate({ uuid, name: input.name, color: input.color, logo: null });
  return uuid;
}

/** The name and colour; the logo goes up on its own (upload-logo.ts). */
export async function updateCompany(company: CompanyRecord, input: CompanyFields): Promise<void> {
  await queueCompanyUpdate({
    uuid: company.uuid,
    name: input.name,
    color: input.color,
    rowVersion: company.rowVersion,
  });
}

export async function deleteCompany(company: CompanyRecord): Promise<void> {
  await queueCompanyDelete({ uuid: company.uuid });
}
