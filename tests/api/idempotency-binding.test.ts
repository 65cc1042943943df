/**
 * An Idempotency-Key is bound to its request (issue 21): the same key with another body answers 422
 * and applies nothing; the same request again — its keys in another order, or re-based on a newer
 * rowVersion by the device — replays the first answer.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { DEMO_COMPANY } from '../../server/seed/demo-organisation';
import { bearer, makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin = '';
let target = '';

beforeAll(async () => {
  t = await makeTestApp();
  admin = await t.login('admin@demo.pt');
  const [row] = await t.database.db
    .insert(users)
    .values({
      username: 'idem-binding@demo.pt',
      passwordHash: 'not-a-real-hash',
      role: 'SELLER',
      isActive: true,
      companyUuid: DEMO_COMPANY,
    })
    .returning();
  target = row!.uuid;
});

afterAll(async () => {
  await t.close();
});

const userRow = async () => (await t.database.db.select().from(users).where(eq(users.uuid, target)))[0]!;

const patchRole = (payload: object, key: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/users/role/${target}`,
    headers: { ...bearer(admin), 'idempotency-key': key },
    payload,
  });

describe('a key bound to its request', () => {
  it('answers 422 to the same key with another body, and applies nothing', async () => {
    const first = await patchRole({ role: 'MANAGER' }, 'bound-key-0001');
    expect(first.statusCode).toBe(200);
    const before = await userRow();
    expect(before.role).toBe('MANAGER');

    const other = await patchRole({ role: 'EDITOR1' }, 'bound-key-0001');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(other.headers['idempotent-replay']).toBeUndefined();
    expect(await userRow()).toEqual(before);
  });

  it('replays the first answer to the same body, whatever its key order or re-based rowVersion', async () => {
    const first = await patchRole(
      { role: 'EDITOR3', rowVersion: (await userRow()).rowVersion },
      'bound-key-0002',
    );
    expect(first.statusCode).toBe(200);
    const before = await userRow();

    const again = await patchRole({ rowVersion: before.rowVersion, role: 'EDITOR3' }, 'bound-key-0002');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await userRow()).toEqual(before);
  });
});
