// @vitest-environment node
/**
 * The device holds one user's data (issue 22): a login removes the mirrors other users left with
 * nothing queued, keeps (and names) the ones whose writes have not reached the server, and never
 * touches the mirror of the user logging in.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { clearOtherMirrors } from '../../../src/data/db/other-mirrors';
import { MontraDb, mirrorName, type OutboxRow } from '../../../src/data/db/montra-db';
import type { User } from '../../../src/domain/types';

const ANA = '11111111-1111-4111-8111-111111111111';
const RUI = '22222222-2222-4222-8222-222222222222';
const ZE = '33333333-3333-4333-8333-333333333333';

async function mirrorOf(uuid: string, queued: number, user?: Partial<User>): Promise<void> {
  const db = new MontraDb(mirrorName(uuid));
  await db.vehicles.put({ uuid: `vehicle-of-${uuid}` } as never);
  if (user) await db.users.put({ uuid, username: 'x@demo.pt', ...user } as User);
  for (let i = 0; i < queued; i++) {
    await db.outbox.add({
      id: `${uuid}-${i}`,
      entity: 'vehicles',
      state: 'queued',
      targetUuid: 't',
    } as unknown as OutboxRow);
  }
  db.close();
}

const names = async () => (await indexedDB.databases()).map((d) => d.name).sort();

afterEach(async () => {
  for (const name of await names()) if (name) await Dexie.delete(name);
});

describe('clearOtherMirrors', () => {
  it("removes another user's mirror with nothing queued and keeps one with queued writes, named", async () => {
    await mirrorOf(ANA, 0);
    await mirrorOf(RUI, 2, { firstName: 'Rui', lastName: 'Costa' });
    await mirrorOf(ZE, 1);
    const session = new MontraDb('montra-session-like');
    await session.open();
    session.close();

    const result = await clearOtherMirrors(ZE);

    expect(result.removed).toBe(1);
    expect(result.kept).toEqual([{ userUuid: RUI, label: 'Rui Costa', queued: 2 }]);
    // Ana's mirror is gone; Rui's waits for Rui; Zé's own and what is not a mirror stay.
    expect(await names()).toEqual([mirrorName(RUI), mirrorName(ZE), 'montra-session-like'].sort());
    const kept = new MontraDb(mirrorName(RUI));
    expect(await kept.outbox.count()).toBe(2);
    kept.close();
    const own = new MontraDb(mirrorName(ZE));
    expect(await own.vehicles.count()).toBe(1);
    own.close();
  });

  it('names a kept mirror without its user record as null (the screen says "outro utilizador")', async () => {
    await mirrorOf(ANA, 3);
    const result = await clearOtherMirrors(ZE);
    expect(result).toEqual({ removed: 0, kept: [{ userUuid: ANA, label: null, queued: 3 }] });
  });
});
