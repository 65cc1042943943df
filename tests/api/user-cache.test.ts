/**
 * The guard's user cache (server/auth/user-cache.ts): a caller is read once
 * and then served from memory, so these tests first make a request that puts
 * the caller in the cache, change the user through the API, and expect the
 * very next request to be judged on the new row: a deactivated or deleted
 * user (or one whose company was deleted) is refused with 401, and so is a
 * user whose role changed (issue 22: a role change ends the sessions), whose
 * next login answers by the new role. A caller who may not make the change (403, or 404
 * from another company) changes nothing, in the database or in what the
 * target's token may do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '../../src/domain/enums';
import { hashPassword } from '../../server/auth/passwords';
import { users } from '../../server/db/schema';
import { DEMO_COMPANY, DEMO_PASSWORD, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { bearer, makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin: string;
let superUser: string;

beforeAll(async () => {
  t = await makeTestApp();
  admin = await t.login('admin@demo.pt');
  superUser = await t.login('super@montra.pt');
});

afterAll(async () => {
  await t.close();
});

let serial = 0;
/** A fresh user of the demo company, logged in: its uuid, username and token. */
async function addUser(role: Role): Promise<{ uuid: string; username: string; token: string }> {
  serial += 1;
  const username = `cache${serial}@demo.pt`;
  const [row] = await t.database.db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(DEMO_PASSWORD), role, companyUuid: DEMO_COMPANY })
    .returning();
  if (!row) throw new Error('no user');
  return { uuid: row.uuid, username, token: await t.login(username) };
}

async function userRow(uuid: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.uuid, uuid));
  return row;
}

function get(url: string, token: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

function patch(url: string, token: string, payload: object) {
  return t.app.inject({ method: 'PATCH', url, headers: bearer(token), payload });
}

const VEHICLES = '/api/vehicles';
const DEMO_USERS = `/api/users/company/${DEMO_COMPANY}`;

describe('the user cache is dropped by every change to who the caller is', () => {
  it('refuses a deactivated user on the very next request; reactivated, they log in again', async () => {
    const seller = await addUser('SELLER');
    expect((await get(VEHICLES, seller.token)).statusCode).toBe(200);
    expect((await get(VEHICLES, seller.token)).statusCode).toBe(200);

    const off = await patch(`/api/users/state/${seller.uuid}`, admin, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect((await userRow(seller.uuid))?.isActive).toBe(false);
    const refused = await get(VEHICLES, seller.token);
    expect(refused.statusCode).toBe(401);
    expect((await get(VEHICLES, seller.token)).statusCode).toBe(401);

    const on = await patch(`/api/users/state/${seller.uuid}`, admin, { isActive: true });
    expect(on.statusCode).toBe(200);
    expect((await userRow(seller.uuid))?.isActive).toBe(true);
    // Issue 22: the deactivation ended that session for good (it let the old token back before).
    expect((await get(VEHICLES, seller.token)).statusCode).toBe(401);
    expect((await get(VEHICLES, await t.login(seller.username))).statusCode).toBe(200);
  });

  // Issue 22: a role change ends the user's sessions (the old token went on under the new role before).
  it('ends the session on the very next request after a role change; the next login answers by the new role', async () => {
    const manager = await addUser('MANAGER');
    expect((await get(DEMO_USERS, manager.token)).statusCode).toBe(200);

    const demoted = await patch(`/api/users/role/${manager.uuid}`, admin, { role: 'SELLER' });
    expect(demoted.statusCode).toBe(200);
    expect((await userRow(manager.uuid))?.role).toBe('SELLER');
    expect((await get(DEMO_USERS, manager.token)).statusCode).toBe(401);
    const asSeller = await t.login(manager.username);
    expect((await get(DEMO_USERS, asSeller)).statusCode).toBe(403);
    expect((await get(VEHICLES, asSeller)).statusCode).toBe(200);

    const promoted = await patch(`/api/users/role/${manager.uuid}`, admin, { role: 'MANAGER' });
    expect(promoted.statusCode).toBe(200);
    expect((await get(DEMO_USERS, asSeller)).statusCode).toBe(401);
    expect((await get(DEMO_USERS, await t.login(manager.username))).statusCode).toBe(200);
  });

  it('refuses a deleted user on the very next request', async () => {
    const seller = await addUser('SELLER');
    expect((await get(VEHICLES, seller.token)).statusCode).toBe(200);

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${seller.uuid}`,
      headers: bearer(admin),
    });
    expect(gone.statusCode).toBe(200);
    expect(await userRow(seller.uuid)).toBeUndefined();
    expect((await get(VEHICLES, seller.token)).statusCode).toBe(401);
  });

  it('changes nothing when the caller may not make the change (403, and 404 from another company)', async () => {
    const seller = await addUser('SELLER');
    const other = await addUser('SELLER');
    const rival = await t.login('admin@rival.pt');
    expect((await get(VEHICLES, seller.token)).statusCode).toBe(200);

    const byPeer = await patch(`/api/users/state/${seller.uuid}`, other.token, { isActive: false });
    expect(byPeer.statusCode).toBe(403);
    const byRival = await patch(`/api/users/role/${seller.uuid}`, rival, { role: 'ADMIN' });
    expect(byRival.statusCode).toBe(404);
    const row = await userRow(seller.uuid);
    expect(row).toMatchObject({ isActive: true, role: 'SELLER' });
    expect((await get(VEHICLES, seller.token)).statusCode).toBe(200);
    expect((await get(DEMO_USERS, seller.token)).statusCode).toBe(403);
  });

  // Last: it removes the rival company the test above logs into.
  it('refuses the users of a deleted company on the very next request', async () => {
    const rival = await t.login('admin@rival.pt');
    expect((await get(`/api/users/company/${RIVAL_COMPANY}`, rival)).statusCode).toBe(200);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/companies/${RIVAL_COMPANY}`,
      headers: bearer(superUser),
    });
    expect(deleted.statusCode).toBe(200);
    const left = await t.database.db.select().from(users).where(eq(users.companyUuid, RIVAL_COMPANY));
    expect(left).toHaveLength(0);
    expect((await get(VEHICLES, rival)).statusCode).toBe(401);
  });
});
