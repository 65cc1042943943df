/**
 * Company actions (spec 01 §2 "Create company", "Company detail"): each is an
 * optimistic change to the mirror plus one outbox row. Replay lives in
 * src/data/sync/handlers/admin.ts.
 */
import { mirror, type CompanyRecord } from '../../../data/db';
import { useSessionStore } from '../../../data/session';
import { enqueueWrite, requestFlush } from '../../../data/sync';

export interface CompanyFields {
  name: string;
  color: string | null;
}

function actorUuid(): string {
  const { user } = useSessionStore.getState();
  if (!user) throw new Error('No session');
  return user.uuid;
}

export async function createCompany(input: CompanyFields & { uuid?: string | null }): Promise<string> {
  const userUuid = actorUuid();
  const uuid = input.uuid ?? crypto.randomUUID();
  const company: CompanyRecord = {
    uuid,
    name: input.name,
    color: input.color,
    logo: null,
    active: true,
    // 0 until the server answers with the stored record.
    rowVersion: 0,
    updatedAt: new Date().toISOString(),
  };
  await enqueueWrite(
    mirror(),
    {
      userUuid,
      entity: 'companies',
      op: 'create',
      targetUuid: uuid,
      payload: { uuid, name: input.name, color: input.color, logo: null },
      label: `Nova empresa: ${input.name}`,
    },
    async (db) => {
      await db.companies.put(company);
    },
  );
  requestFlush();
  return uuid;
}

export async function updateCompany(company: CompanyRecord, input: CompanyFields): Promise<void> {
  await enqueueWrite(
    mirror(),
    {
      userUuid: actorUuid(),
      entity: 'companies',
      op: 'update',
      targetUuid: company.uuid,
      payload: { name: input.name, color: input.color, logo: company.logo },
      baseVersion: company.rowVersion,
      label: `Empresa alterada: ${input.name}`,
    },
    async (db) => {
      await db.companies.put({ ...company, name: input.name, color: input.color });
    },
  );
  requestFlush();
}

export async function deleteCompany(company: CompanyRecord): Promise<void> {
  await enqueueWrite(
    mirror(),
    {
      userUuid: actorUuid(),
      entity: 'companies',
      op: 'delete',
      targetUuid: company.uuid,
      payload: { uuid: company.uuid },
      label: `Empresa eliminada: ${company.name}`,
    },
    async (db) => {
      await db.companies.delete(company.uuid);
    },
  );
  requestFlush();
}
