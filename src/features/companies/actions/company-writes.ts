/**
 * Company actions (spec 01 §2 "Create company", "Company detail"), through
 * the declared writes (src/data/writes/companies.ts).
 */
import type { CompanyRecord } from '../../../data/db';
import type { CompanyIdentity } from '../../../domain/schemas/company-identity';
import { queueCompanyCreate, queueCompanyDelete, queueCompanyUpdate } from '../../../data/writes';

export interface CompanyFields {
  name: string;
  color: string | null;
  /** The legal identity (issue 24); left out, it is kept. */
  identity?: CompanyIdentity;
}

export async function createCompany(input: CompanyFields & { uuid?: string | null }): Promise<string> {
  const uuid = input.uuid ?? crypto.randomUUID();
  await queueCompanyCreate({ uuid, name: input.name, color: input.color, logo: null });
  return uuid;
}

/** The name, colour and legal identity; the logo goes up on its own (upload-logo.ts). */
export async function updateCompany(company: CompanyRecord, input: CompanyFields): Promise<void> {
  await queueCompanyUpdate({
    uuid: company.uuid,
    name: input.name,
    color: input.color,
    ...input.identity,
    rowVersion: company.rowVersion,
  });
}

export async function deleteCompany(company: CompanyRecord): Promise<void> {
  await queueCompanyDelete({ uuid: company.uuid });
}
