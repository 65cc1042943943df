/**
 * Replay of the notification writes (spec 01 §7 "Notifications"): the call
 * each queued row makes, and what the server's answer does to the mirror.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MontraDb, type OutboxRow } from '../../../src/data/db';
import { enqueueWrite } from '../../../src/data/sync/outbox';
import { pushOutbox } from '../../../src/data/sync/push';
import { writeHandler } from '../../../src/data/sync/registry';
import '../../../src/data/sync/handlers';
import type { UserNotification } from '../../../src/domain/entities';
import { makeNotification } from './notification-data';

const USER = '00000000-0000-4000-8000-0000000000aa';
let db: MontraDb;
let dbCount = 0;

beforeEach(async () => {
  dbCount += 1;
  db = new MontraDb(`notifications-handlers-${dbCount}`);
  await db.open();
});

afterEach(async () => {
  db.close();
  await db.delete();
});

function row(overrides: Partial<OutboxRow>): OutboxRow {
  return {
    seq: 1,
    id: 'row-1',
    userUuid: USER,
    entity: 'notifications',
    op: 'markRead',
    targetUuid: 'x',
    payload: {},
    previous: null,
    label: '',
    createdAt: new Date().toISOString(),
    attempts: 0,
    lastError: null,
    nextAttemptAt: 0,
    state: 'pending',
    ...overrides,
  };
}

function handler(op: string) {
  const h = writeHandler('notifications', op);
  if (!h) throw new Error(`no handler notifications:${op}`);
  return h;
}

describe('the calls of the notification writes', () => {
  const n = makeNotification();
  const cases: {
    op: string;
    payload: unknown;
    method: string;
    path: string;
    body: unknown;
    goneIsDone: boolean;
  }[] = [
    {
      op: 'markRead',
      payload: { is_read: true },
      method: 'PUT',
      path: `user-notifications/${n.uuid}`,
      body: { is_read: true },
      goneIsDone: false,
    },
    {
      op: 'markRead',
      payload: { is_read: false },
      method: 'PUT',
      path: `user-notifications/${n.uuid}`,
      body: { is_read: false },
      goneIsDone: false,
    },
    {
      op: 'delete',
      payload: { uuid: n.uuid },
      method: 'DELETE',
      path: `notifications/${n.uuid}`,
      body: undefined,
      goneIsDone: true,
    },
    {
      op: 'deleteAll',
      payload: { userUuid: USER },
      method: 'DELETE',
      path: `users/${USER}/notifications`,
      body: undefined,
      goneIsDone: false,
    },
  ];
  it.each(cases)('$op sends $method /api/$path', ({ op, payload, method, path, body, goneIsDone }) => {
    const h = handler(op);
    const r = row({ op, payload, targetUuid: op === 'deleteAll' ? USER : n.uuid });
    expect(h.method).toBe(method);
    expect(h.path(r)).toBe(path);
    expect(h.body?.(r)).toEqual(body);
    expect(h.goneIsDone ?? false).toBe(goneIsDone);
  });
});

describe('what the answers do to the mirror', () => {
  it("markRead puts the server's notification", async () => {
    const n = makeNotification({ isRead: true });
    await db.notifications.put(n);
    const answer: { notification: UserNotification } = {
      notification: { ...n, isRead: true, rowVersion: 2, updatedAt: '2026-05-15T10:00:00.000Z' },
    };
    await handler('markRead').apply(db, row({ targetUuid: n.uuid, payload: { is_read: true } }), answer);
    expect(await db.notifications.get(n.uuid)).toEqual(answer.notification);
  });

  it('markRead does not bring back a notification deleted here meanwhile', async () => {
    const n = makeNotification();
    await handler('markRead').apply(db, row({ targetUuid: n.uuid, payload: { is_read: true } }), {
      notification: { ...n, isRead: true },
    });
    expect(await db.notifications.get(n.uuid)).toBeUndefined();
  });

  it("markRead keeps the user's later toggle while it is still queued", async () => {
    const n = makeNotification({ isRead: false });
    await db.notifications.put(n);
    await db.outbox.add(
      row({ seq: undefined, id: 'later', targetUuid: n.uuid, payload: { is_read: false } }),
    );
    await handler('markRead').apply(db, row({ seq: 999, targetUuid: n.uuid, payload: { is_read: true } }), {
      notification: { ...n, isRead: true, rowVersion: 2 },
    });
    expect(await db.notifications.get(n.uuid)).toMatchObject({ isRead: false, rowVersion: 2 });
  });

  it('markRead sets the read state itself when the answer carries no notification of this user', async () => {
    const n = makeNotification({ isRead: false });
    await db.notifications.put(n);
    await handler('markRead').apply(db, row({ targetUuid: n.uuid, payload: { is_read: true } }), {
      notification: { uuid: 'someone-else' },
    });
    expect(await db.notifications.get(n.uuid)).toMatchObject({ isRead: true, rowVersion: n.rowVersion });
  });

  it('delete removes the notification', async () => {
    const n = makeNotification();
    await db.notifications.put(n);
    await handler('delete').apply(db, row({ op: 'delete', targetUuid: n.uuid }), { notification: n });
    expect(await db.notifications.get(n.uuid)).toBeUndefined();
  });

  it("deleteAll empties the user's notifications", async () => {
    await db.notifications.bulkPut([makeNotification(), makeNotification()]);
    await handler('deleteAll').apply(db, row({ op: 'deleteAll', targetUuid: USER }), { deleted: 2 });
    expect(await db.notifications.count()).toBe(0);
  });
});

describe('a queued toggle going up', () => {
  it('is sent with PUT, is_read and its Idempotency-Key, and the answer replaces the optimistic record', async () => {
    const n = makeNotification({ isRead: false });
    await db.notifications.put(n);
    const id = await enqueueWrite(
      db,
      {
        userUuid: USER,
        entity: 'notifications',
        op: 'markRead',
        targetUuid: n.uuid,
        payload: { is_read: true },
        label: 'Notificação lida',
      },
      async (tx) => {
        await tx.notifications.update(n.uuid, { isRead: true });
      },
    );
    const stored = { ...n, isRead: true, rowVersion: 7 };
    const seen: { method: string; url: string; key: string | null; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        seen.push({
          method: request.method,
          url: new URL(request.url).pathname,
          key: request.headers.get('idempotency-key'),
          body: await request.json(),
        });
        return new Response(JSON.stringify({ notification: stored }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );

    const result = await pushOutbox({ db, userUuid: USER, token: 't' });

    expect(result).toEqual({ sent: 1, stopped: null });
    expect(seen).toEqual([
      { method: 'PUT', url: `/api/user-notifications/${n.uuid}`, key: id, body: { is_read: true } },
    ]);
    expect(await db.notifications.get(n.uuid)).toEqual(stored);
    expect(await db.outbox.count()).toBe(0);
  });
});
