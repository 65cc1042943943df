/**
 * Stand actions (spec 01 §2, §4): create, save the form, activate or
 * deactivate; each an optimistic change plus one outbox row. Deactivation
 * frees the stand's vehicles on the server, in the same transaction; the
 * mirror hears of them on the next pull.
 */
import { mirror } from '../../../data/db';
import { useSessionStore } from '../../../data/session';
import { enqueueWrite, requestFlush } from '../../../data/sync';
import type { Stand } from '../../../domain/entities';
import type { StandCreateInput } from '../../../domain/schemas/stands';

export interface StandFields {
  name: string;
  location: string;
  address: string | null;
}

function actorUuid(): string {
  const { user } = useSessionStore.getState();
  if (!user) throw new Error('No session');
  return user.uuid;
}

export async function createStand(input: StandCreateInput): Promise<string> {
  const uuid = input.uuid ?? crypto.randomUUID();
  const stand: Stand = {
    uuid,
    companyUuid: input.companyUuid,
    name: input.name,
    location: input.location,
    address: input.address ?? null,
    active: true,
    rowVersion: 0,
    updatedAt: new Date().toISOString(),
  };
  await enqueueWrite(
    mirror(),
    {
      userUuid: actorUuid(),
      entity: 'stands',
      op: 'create',
      targetUuid: uuid,
      payload: {
        uuid,
        name: stand.name,
        location: stand.location,
        address: stand.address,
        companyUuid: stand.companyUuid,
      },
      label: `Novo stand: ${stand.name}`,
    },
    async (db) => {
      await db.stands.put(stand);
    },
  );
  requestFlush();
  return uuid;
}

async function putStand(stand: Stand, next: Stand, label: string): Promise<void> {
  await enqueueWrite(
    mirror(),
    {
      userUuid: actorUuid(),
      entity: 'stands',
      op: 'update',
      targetUuid: stand.uuid,
      payload: {
        name: next.name,
        location: next.location,
        address: next.address,
        active: next.active,
        companyUuid: next.companyUuid,
      },
      baseVersion: stand.rowVersion,
      label,
    },
    async (db) => {
      await db.stands.put(next);
    },
  );
  requestFlush();
}

export function updateStand(stand: Stand, input: StandFields): Promise<void> {
  return putStand(stand, { ...stand, ...input }, `Stand alterado: ${input.name}`);
}

export function setStandActive(stand: Stand, active: boolean): Promise<void> {
  return putStand(
    stand,
    { ...stand, active },
    `${active ? 'Stand ativado' : 'Stand desativado'}: ${stand.name}`,
  );
}
