/**
 * Stand actions (spec 01 §2, §4): create, save the form, activate or
 * deactivate, through the declared writes (src/data/writes/stands.ts).
 */
import { queueStandCreate, queueStandUpdate } from '../../../data/writes';
import type { Stand } from '../../../domain/entities';
import type { StandCreateInput } from '../../../domain/schemas/stands';

export interface StandFields {
  name: string;
  location: string;
  address: string | null;
}

export async function createStand(input: StandCreateInput): Promise<string> {
  const uuid = input.uuid ?? crypto.randomUUID();
  await queueStandCreate({
    uuid,
    name: input.name,
    location: input.location,
    address: input.address ?? null,
    companyUuid: input.companyUuid,
  });
  return uuid;
}

export async function updateStand(stand: Stand, input: StandFields): Promise<void> {
  await queueStandUpdate({
    uuid: stand.uuid,
    ...input,
    active: stand.active,
    companyUuid: stand.companyUuid,
    rowVersion: stand.rowVersion,
  });
}

export async function setStandActive(stand: Stand, active: boolean): Promise<void> {
  await queueStandUpdate({
    uuid: stand.uuid,
    active,
    companyUuid: stand.companyUuid,
    rowVersion: stand.rowVersion,
  });
}
