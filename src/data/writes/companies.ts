/**
 * Company writes (spec 01 §2 "Create company", "Company detail", §7): create,
 * change, delete — and the logo, a file on the upload lane
 * (POST /companies/{id}/logo, multipart 'photo'). Until the server has the
 * logo, the mirror's record points at the bytes on the device (`local:`).
 */
import * as v from 'valibot';
import { newCompanyFields } from '../../domain/record-defaults';
import { companyCreateSchema, companyUpdateSchema } from '../../domain/schemas/companies';
import { companyIdentityOf } from '../../domain/schemas/company-identity';
import type { Company } from '../../domain/types';
import { uuidField } from '../../domain/validation';
import type { CompanyRecord, MontraDb } from '../db/montra-db';
import { LOCAL_MEDIA_PREFIX } from '../media/local-media';
import { defineDelete, namedFields, updateRequest } from './shapes';
import { defineFileWrite, defineWrite } from '../sync/define-write';

function companyRecord(company: Company | CompanyRecord): CompanyRecord {
  const { uuid, name, color, logo, active, priceListEnabled, rowVersion, updatedAt } = company;
  // The public catalogue's settings (issue 25).
  const { slug, publicCatalogue } = company;
  return {
    uuid,
    name,
    color,
    logo,
    active,
    priceListEnabled,
    ...companyIdentityOf(company),
    slug,
    publicCatalogue,
    rowVersion,
    updatedAt,
  };
}

async function putCompany(db: MontraDb, answer: unknown): Promise<void> {
  const company = (answer as { company?: Company }).company;
  if (!company) return;
  await db.companies.put(companyRecord(company));
  if (Array.isArray(company.financials) && company.financials.length > 0) {
    await db.financials.bulkPut(company.financials);
  }
}

const createPayload = v.object({ ...companyCreateSchema.entries, uuid: uuidField });

/** POST /companies/. */
export const queueCompanyCreate = defineWrite({
  entity: 'companies',
  op: 'create',
  payload: createPayload,
  target: (p) => p.uuid,
  label: (p) => `Nova empresa: ${p.name}`,
  optimistic: async (tx, p) => {
    await tx.put('companies', {
      uuid: p.uuid,
      ...newCompanyFields(p),
      // 0 until the server answers with the stored record.
      rowVersion: 0,
      updatedAt: new Date().toISOString(),
    });
  },
  request: (p) => ({ method: 'POST', path: 'companies/', body: p }),
  apply: putCompany,
});

const updatePayload = v.object({ ...companyUpdateSchema.entries, uuid: uuidField });

/** PUT /companies/{id}: the fields named (the logo travels on its own, below). */
export const queueCompanyUpdate = defineWrite({
  entity: 'companies',
  op: 'update',
  payload: updatePayload,
  target: (p) => p.uuid,
  baseVersion: (p) => p.rowVersion,
  label: async (p, tx) => `Empresa alterada: ${p.name ?? (await tx.get('companies', p.uuid))?.name ?? ''}`,
  optimistic: async (tx, p) => {
    await tx.update('companies', p.uuid, namedFields(p));
  },
  request: updateRequest('PUT', (uuid) => `companies/${uuid}`),
  apply: putCompany,
});

export const queueCompanyDelete = defineDelete('companies', {
  path: (uuid) => `companies/${uuid}`,
  label: (company) => `Empresa eliminada: ${company?.name ?? ''}`,
});

const logoPayload = v.object({ companyUuid: uuidField });

/**
 * POST /companies/{id}/logo. Waits for the company's own queued writes (a company made offline
 * must exist first); a retried upload carries the same Idempotency-Key and is stored once.
 */
export const queueCompanyLogo = defineFileWrite({
  entity: 'companies',
  op: 'logo',
  payload: logoPayload,
  target: (p) => p.companyUuid,
  label: async (p, tx) => `Logótipo: ${(await tx.get('companies', p.companyUuid))?.name ?? ''}`,
  optimistic: async (tx, p, _actor, row) => {
    await tx.update('companies', p.companyUuid, { logo: `${LOCAL_MEDIA_PREFIX}${row.id}` });
  },
  request: (p) => ({ method: 'POST', path: `companies/${p.companyUuid}/logo`, field: 'photo' }),
  apply: async (db, answer) => {
    const { company, logo } = answer as { company?: Company; logo?: string };
    if (company) await db.companies.put({ ...companyRecord(company), logo: logo ?? company.logo });
  },
});
