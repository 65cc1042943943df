// @vitest-environment node
/**
 * Retries on time (src/data/sync/retry-wake.ts), against the real server: a write that met a
 * dead server goes up by itself when its backoff ends, with nothing else asking for a flush (the
 * e2e kill-server run saw writes wait minutes after the server was back); the server back, every
 * waiting write of the user is due at once, and nothing else is touched; writes due already set
 * no wake-up (no loop while the server stays down).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from '../../../src/data/api/client';
import type { OutboxRow } from '../../../src/data/db/montra-db';
import { earliestRetryAt, retryWaitingNow, wakeForRetries } from '../../../src/data/sync/retry-wake';
import { fixedSession } from '../../../src/data/sync/session-source';
import * as w from '../../../src/data/writes';
import { freePort } from '../../support/local';
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

/** A contact queued by the seller and pushed while the server is down: it waits out its first backoff. */
async function queuedAgainstDeadServer(name: string): Promise<{ uuid: string; row: OutboxRow }> {
  seller.use();
  const uuid = crypto.randomUUID();
  await w.queueContactCreate({
    uuid,
    name,
    font: 'TEMPORARY_CUSTOMER',
    status: 'OPEN',
    contactUserUuid: seller.user.uuid,
    iteractions: [],
  });
  configureApi({ prefixUrl: `http://127.0.0.1:${await freePort()}/api` });
  try {
    expect(await seller.push()).toEqual({ sent: 0, stopped: 'unavailable' });
  } finally {
    configureApi({ prefixUrl: h.apiUrl });
  }
  const row = await seller.db.outbox.where('targetUuid').equals(uuid).first();
  if (!row) throw new Error('the write left the queue');
  expect(row).toMatchObject({ state: 'pending', attempts: 1 });
  expect(row.nextAttemptAt).toBeGreaterThan(Date.now());
  return { uuid, row };
}

async function serverHolds(uuid: string): Promise<boolean> {
  const res = await h.t.app.inject({
    method: 'GET',
    url: `/api/contacts/${uuid}`,
    headers: { authorization: `Bearer ${seller.token}` },
  });
  return res.statusCode === 200;
}

/** Waits for `cond`, checking every few ms, for at most `ms`. */
async function until(cond: () => Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('retries on time', { timeout: 30_000 }, () => {
  it('wakes the engine when the backoff ends: the write goes up with nothing else asking', async () => {
    const { uuid, row } = await queuedAgainstDeadServer('Cliente da Espera');
    // Back, but nobody asks for a flush: the engine is woken at the backoff's end.
    const flushes: number[] = [];
    const stop = wakeForRetries(
      fixedSession({ token: seller.token, user: seller.user, db: seller.db }),
      () => {
        flushes.push(Date.now());
        void seller.push();
      },
    );
    try {
      await until(() => serverHolds(uuid), 'the contact reached the server');
      expect(flushes).toHaveLength(1);
      expect(flushes[0]).toBeGreaterThanOrEqual(row.nextAttemptAt);
      await until(async () => (await seller.db.outbox.count()) === 0, 'the queue emptied');
    } finally {
      stop();
    }
  });

  it('the server back: the waiting writes of the user are due at once, nothing else is touched', async () => {
    const { uuid, row } = await queuedAgainstDeadServer('Cliente Apressado');
    const later = row.nextAttemptAt;
    const { seq: _seq, ...copy } = row;
    // Another user's write and a refused one keep what they had.
    const other = await seller.db.outbox.add({
      ...copy,
      id: crypto.randomUUID(),
      userUuid: crypto.randomUUID(),
    });
    const refused = await seller.db.outbox.add({ ...copy, id: crypto.randomUUID(), state: 'failed' });

    // Before: it waits, even though the server answers.
    expect(await seller.push()).toEqual({ sent: 0, stopped: null });
    expect(await serverHolds(uuid)).toBe(false);

    expect(await retryWaitingNow(seller.db, seller.user.uuid)).toBe(1);
    expect(await seller.db.outbox.get(row.seq ?? -1)).toMatchObject({ nextAttemptAt: 0, attempts: 1 });
    expect(await seller.db.outbox.get(other)).toMatchObject({ nextAttemptAt: later, state: 'pending' });
    expect(await seller.db.outbox.get(refused)).toMatchObject({ nextAttemptAt: later, state: 'failed' });
    await seller.db.outbox.bulkDelete([other, refused]);

    expect(await seller.push()).toEqual({ sent: 1, stopped: null });
    expect(await serverHolds(uuid)).toBe(true);
  });

  it('sets no wake-up for writes due already: only a later backoff end counts', async () => {
    const { row } = await queuedAgainstDeadServer('Cliente Atrasado');
    const user = seller.user.uuid;
    expect(await earliestRetryAt(seller.db, user)).toBe(row.nextAttemptAt);
    // At its time it is due, not waited for: the flush then sends it or gives it a later time.
    expect(await earliestRetryAt(seller.db, user, row.nextAttemptAt)).toBeNull();
    await seller.db.outbox.clear();
  });
});
