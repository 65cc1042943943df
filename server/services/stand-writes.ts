/**
 * Stand writes (spec 01 §2 "Create stand", §4, §7 "Stands"): create in a company the caller acts
 * in, and edit. Deactivating a stand leaves all its vehicles without a stand, in the same
 * transaction (design §5).
 */
import { newStandFields } from '../../src/domain/record-defaults';
import type { StandCreateInput, StandUpdateInput } from '../../src/domain/schemas/stands';
import { companyInScope, type AuthedUser } from '../auth/guard';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import {
  findStandRow,
  insertStand,
  releaseStandVehicles,
  updateStand as updateStandRow,
  type StandRow,
} from '../repositories/stands';
import type { StandAnswer } from '../wire/serializers';
import { createWithClientUuid, staleOrGone } from './record-writes';
import { standAnswer } from './stand-reads';

export async function createStand(db: Db, actor: AuthedUser, input: StandCreateInput): Promise<StandAnswer> {
  const companyUuid = (await companyInScope(db, actor, input.companyUuid)).uuid;
  const row = await createWithClientUuid(
    input.uuid,
    (uuid) => findStandRow(db, uuid),
    () =>
      insertStand(db, {
        ...(input.uuid ? { uuid: input.uuid } : {}),
        companyUuid,
        ...newStandFields(input),
      }),
  );
  return standAnswer(db, row);
}

/** PUT /stands/{id}: the fields sent; a stale rowVersion answers 409 with the current stand. */
export async function updateStand(db: Db, row: StandRow, input: StandUpdateInput): Promise<StandAnswer> {
  // A stand never moves to another company; naming another one is naming a stand that is not there.
  if (input.companyUuid && input.companyUuid !== row.companyUuid) throw notFound();
  const updated = await db.transaction(async (tx) => {
    const changed = await updateStandRow(
      tx,
      row.uuid,
      { name: input.name, location: input.location, address: input.address, active: input.active },
      input.rowVersion,
    );
    if (!changed)
      throw await staleOrGone(await findStandRow(tx, row.uuid), (current) => standAnswer(tx, current));
    // An inactive stand holds no vehicles (spec 01 §4).
    if (!changed.active) await releaseStandVehicles(tx, changed.uuid);
    return changed;
  });
  return standAnswer(db, updated);
}
