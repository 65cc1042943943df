// @vitest-environment node
/**
 * The contact writes against the real server (issue 12): a seller queues, offline, a contact
 * with an interaction, then a second interaction and 'Vendido'; pushed in order, the server
 * holds one contact with both interactions, SOLD, and the mirror keeps the server's records —
 * without the wire-only fields (contactUserName, iteractions). A refused edit (a sold contact
 * is reopened first: 409) is kept as a conflict and taking theirs restores contact and
 * interactions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as w from '../../../src/data/writes';
import { signIn, startServer, type Device, type Harness } from './server-harness';

let h: Harness;
let seller: Device;

beforeAll(async () => {
  h = await startServer();
  seller = await signIn(h, 'vendedor@demo.pt');
  await seller.pull();
});

afterAll(async () => {
  await seller.close();
  await h.close();
});

const today = new Date().toISOString().slice(0, 10);

async function serverContact(uuid: string) {
  const res = await h.t.app.inject({
    method: 'GET',
    url: `/api/contacts/${uuid}`,
    headers: { authorization: `Bearer ${seller.token}` },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { contact: { status: string; rowVersion: number; iteractions: { uuid: string }[] } })
    .contact;
}

describe('contact writes queued offline', { timeout: 60_000 }, () => {
  it('go up in order: one contact, two interactions, SOLD; the mirror holds the server records', async () => {
    seller.use();
    const uuid = crypto.randomUUID();
    const first = crypto.randomUUID();
    const base = {
      name: 'Visitante Offline',
      font: 'TEMPORARY_CUSTOMER' as const,
      status: 'OPEN' as const,
      contactUserUuid: seller.user.uuid,
    };
    await w.queueContactCreate({
      ...base,
      uuid,
      iteractions: [{ uuid: first, description: 'Viu o Clio', date: today }],
    });
    const second = crypto.randomUUID();
    await w.queueContactUpdate({
      ...base,
      uuid,
      rowVersion: 0,
      iteractions: [
        { uuid: first, description: 'Viu o Clio', date: today },
        { uuid: second, description: 'Voltou', date: today },
      ],
    });
    await w.queueContactStatus({ uuid, status: 'SOLD', rowVersion: 0 });
    expect(await seller.db.interactions.where('contactUuid').equals(uuid).count()).toBe(2);

    const pushed = await seller.push();
    expect(pushed.stopped).toBeNull();
    expect(await seller.db.outbox.count()).toBe(0);

    const held = await serverContact(uuid);
    expect(held.status).toBe('SOLD');
    expect(held.iteractions.map((i) => i.uuid).sort()).toEqual([first, second].sort());
    const stored = await seller.db.contacts.get(uuid);
    expect(stored).toMatchObject({ status: 'SOLD', rowVersion: held.rowVersion });
    expect(stored).not.toHaveProperty('contactUserName');
    expect(stored).not.toHaveProperty('iteractions');
    const interactions = await seller.db.interactions.where('contactUuid').equals(uuid).toArray();
    expect(interactions.map((i) => i.uuid).sort()).toEqual([first, second].sort());
    expect(interactions.every((i) => i.rowVersion > 0)).toBe(true);

    // A sold contact is reopened before it changes: the edit is refused (409) and kept.
    await w.queueContactUpdate({
      ...base,
      status: 'SOLD',
      uuid,
      rowVersion: held.rowVersion,
      iteractions: [{ uuid: second, description: 'Voltou', date: today }],
      deletedIteractions: [first],
    });
    expect(await seller.db.interactions.get(first)).toBeUndefined();
    await seller.push();
    const [row] = await seller.db.outbox.toArray();
    expect(row).toMatchObject({ state: 'conflict' });
    await w.takeTheirs(seller.db, row!.seq!);
    expect(await seller.db.interactions.get(first)).toMatchObject({ description: 'Viu o Clio' });
    expect(await seller.db.contacts.get(uuid)).not.toHaveProperty('iteractions');
    expect((await serverContact(uuid)).iteractions).toHaveLength(2);
  });
});
