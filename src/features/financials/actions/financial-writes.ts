/**
 * Financing company actions (spec 02 §7 "Financials"): add, change, delete;
 * each an optimistic change plus one outbox row (replay in
 * src/data/sync/handlers/admin.ts).
 */
import { mirror } from '../../../data/db';
import { useSessionStore } from '../../../data/session';
import { enqueueWrite, requestFlush } from '../../../data/sync';
import type { Financial } from '../../../domain/types';

export interface FinancialFields {
  name: string;
  code: string;
}

function actorUuid(): string {
  const { user } = useSessionStore.getState();
  if (!user) throw new Error('No session');
  return user.uuid;
}

export async function createFinancial(companyUuid: string, input: FinancialFields): Promise<string> {
  const uuid = crypto.randomUUID();
  const financial: Financial = {
    uuid,
    financialUuid: uuid,
    companyUuid,
    name: input.name,
    code: input.code,
    rowVersion: 0,
    updatedAt: new Date().toISOString(),
  };
  await enqueueWrite(
    mirror(),
    {
      userUuid: actorUuid(),
      entity: 'financials',
      op: 'create',
      targetUuid: uuid,
      payload: { uuid, companyUuid, name: input.name, code: input.code },
      label: `Nova financeira: ${input.name}`,
    },
    async (db) => {
      await db.financials.put(financial);
    },
  );
  requestFlush();
  return uuid;
}

export async function updateFinancial(financial: Financial, input: FinancialFields): Promise<void> {
  await enqueueWrite(
    mirror(),
    {
      userUuid: actorUuid(),
      entity: 'financials',
      op: 'update',
      targetUuid: financial.uuid,
      payload: { name: input.name, code: input.code },
      baseVersion: financial.rowVersion,
      label: `Financeira alterada: ${input.name}`,
    },
    async (db) => {
      await db.financials.put({ ...financial, ...input });
    },
  );
  requestFlush();
}

export async function deleteFinancial(financial: Financial): Promise<void> {
  await enqueueWrite(
    mirror(),
    {
      userUuid: actorUuid(),
      entity: 'financials',
      op: 'delete',
      targetUuid: financial.uuid,
      payload: { uuid: financial.uuid },
      label: `Financeira eliminada: ${financial.name}`,
    },
    async (db) => {
      await db.financials.delete(financial.uuid);
    },
  );
  requestFlush();
}
