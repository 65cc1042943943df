// @vitest-environment node
/**
 * The notification writes (spec 01 §7 "Notifications") queued through their
 * real actions and pushed against the real in-process server: what the
 * server holds after each one, and what the server's answer leaves in the
 * mirror — a deletion made here meanwhile is not undone by an earlier
 * toggle's answer, and a later toggle still queued keeps the user's last word.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pushOutbox } from '../../../src/data/sync/push';
import {
  queueNotificationDelete,
  queueNotificationRead,
  queueNotificationsDeleteAll,
  writeRegistry,
} from '../../../src/data/writes';
import type { UserNotification } from '../../../src/domain/entities';
import * as s from '../../../server/db/schema';
import { DEMO_COMPANY } from '../../../server/seed/demo-organisation';
import { bearer } from '../../api/helpers/test-app';
import { signIn, startServer, type Device, type Harness } from '../data/server-harness';

let h: Harness;
let device: Device;
/** Idempotency-Keys the server answers 503 (the network failed on that request). */
const unavailable = new Set<string>();

beforeAll(async () => {
  h = await startServer((t) =>
    t.app.addHook('onRequest', async (req, reply) => {
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string' && unavailable.has(key)) {
        await reply.code(503).send({ error: { code: 'UNAVAILABLE', message: 'Indisponível' } });
      }
    }),
  );
  device = await signIn(h, 'vendedor@demo.pt');
});

afterAll(async () => {
  await device.close();
  await h.close();
});

afterEach(async () => {
  unavailable.clear();
  await device.db.outbox.clear();
  await device.db.notifications.clear();
});

let events = 0;
/** A new notification for the signed-in user, on the server; the uuid of the user's row. */
async function addNotification(): Promise<string> {
  events += 1;
  const [event] = await h.t.database.db
    .insert(s.notifications)
    .values({
      companyUuid: DEMO_COMPANY,
      notificationType: 'NEW_VEHICLE',
      payload: {
        brand: 'Peugeot',
        model: `208 #${events}`,
        license_plate: `AA${String(events).padStart(2, '0')}BB`,
        uuid: crypto.randomUUID(),
      },
    })
    .returning();
  if (!event) throw new Error('insert failed');
  const [row] = await h.t.database.db
    .insert(s.userNotifications)
    .values({ notificationUuid: event.uuid, userUuid: device.user.uuid, companyUuid: DEMO_COMPANY })
    .returning();
  if (!row) throw new Error('insert failed');
  return row.uuid;
}

/** The signed-in user's notifications as the server answers them. */
async function onServer(): Promise<UserNotification[]> {
  const res = await h.t.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: bearer(device.token),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { notifications: UserNotification[] }).notifications;
}

async function serverNotification(uuid: string): Promise<UserNotification | undefined> {
  return (await onServer()).find((n) => n.uuid === uuid);
}

/** The mirror holds the user's notifications as the server has them (as the change feed leaves them). */
async function fillMirror(): Promise<void> {
  await device.db.notifications.bulkPut(await onServer());
}

const push = (now?: () => number) =>
  pushOutbox({
    db: device.db,
    userUuid: device.user.uuid,
    token: device.token,
    writes: writeRegistry,
    ...(now ? { now } : {}),
  });

/** Pushes again once the back-off of every row has passed. */
async function pushLater() {
  const rows = await device.db.outbox.toArray();
  const after = Math.max(0, ...rows.map((r) => r.nextAttemptAt)) + 1;
  return push(() => after);
}

describe('a queued toggle going up', () => {
  it("marks the notification read on the server under the row's Idempotency-Key; the answer replaces the optimistic record", async () => {
    const uuid = await addNotification();
    await fillMirror();
    const before = await device.db.notifications.get(uuid);
    expect(before).toMatchObject({ isRead: false });

    const id = await queueNotificationRead({ uuid, is_read: true });
    // Shown at once, before any answer.
    expect(await device.db.notifications.get(uuid)).toEqual({ ...before, isRead: true });

    expect(await push()).toEqual({ sent: 1, stopped: null });
    const server = await serverNotification(uuid);
    expect(server).toMatchObject({ isRead: true, rowVersion: (before?.rowVersion ?? 0) + 1 });
    const [stored] = await h.t.database.db
      .select()
      .from(s.idempotencyKeys)
      .where(and(eq(s.idempotencyKeys.userUuid, device.user.uuid), eq(s.idempotencyKeys.key, id)));
    expect(stored).toMatchObject({ method: 'PUT', path: `/api/user-notifications/${uuid}`, statusCode: 200 });
    expect(await device.db.notifications.get(uuid)).toEqual(server);
    expect(await device.db.outbox.count()).toBe(0);
  });

  it("keeps the user's later toggle while it is still queued, then sends it", async () => {
    const uuid = await addNotification();
    await fillMirror();
    const before = await device.db.notifications.get(uuid);
    await queueNotificationRead({ uuid, is_read: true });
    const undo = await queueNotificationRead({ uuid, is_read: false });
    expect((await device.db.notifications.get(uuid))?.isRead).toBe(false);

    // The first toggle goes up; the network fails on the second, which stays queued.
    unavailable.add(undo);
    expect(await push()).toEqual({ sent: 1, stopped: 'unavailable' });
    expect(await serverNotification(uuid)).toMatchObject({ isRead: true });
    // The answer to the first is stored, but the user's last word (unread) still shows.
    expect(await device.db.notifications.get(uuid)).toMatchObject({
      isRead: false,
      rowVersion: (before?.rowVersion ?? 0) + 1,
    });

    unavailable.clear();
    expect(await pushLater()).toEqual({ sent: 1, stopped: null });
    const server = await serverNotification(uuid);
    expect(server).toMatchObject({ isRead: false, rowVersion: (before?.rowVersion ?? 0) + 2 });
    expect(await device.db.notifications.get(uuid)).toEqual(server);
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('does not bring back a notification deleted here meanwhile; the deletion follows', async () => {
    const uuid = await addNotification();
    await fillMirror();
    await queueNotificationRead({ uuid, is_read: true });
    const deletion = await queueNotificationDelete({ uuid });
    expect(await device.db.notifications.get(uuid)).toBeUndefined();

    // The toggle is answered while the deletion is still queued (its request failed).
    unavailable.add(deletion);
    expect(await push()).toEqual({ sent: 1, stopped: 'unavailable' });
    expect(await serverNotification(uuid)).toMatchObject({ isRead: true });
    expect(await device.db.notifications.get(uuid)).toBeUndefined();

    unavailable.clear();
    expect(await pushLater()).toEqual({ sent: 1, stopped: null });
    expect(await serverNotification(uuid)).toBeUndefined();
    expect(await device.db.notifications.get(uuid)).toBeUndefined();
    expect(await device.db.outbox.count()).toBe(0);
  });
});

describe('deleting notifications', () => {
  it('removes one from the mirror at once and from the server, leaving the others', async () => {
    const uuid = await addNotification();
    const kept = await addNotification();
    await fillMirror();
    await queueNotificationDelete({ uuid });
    expect(await device.db.notifications.get(uuid)).toBeUndefined();

    expect(await push()).toEqual({ sent: 1, stopped: null });
    expect(await serverNotification(uuid)).toBeUndefined();
    expect(await serverNotification(kept)).toBeDefined();
    expect(await device.db.notifications.get(uuid)).toBeUndefined();
    expect(await device.db.notifications.get(kept)).toBeDefined();
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('takes a deletion the server answers 404 (already gone) as done', async () => {
    const uuid = await addNotification();
    await fillMirror();
    await queueNotificationDelete({ uuid });
    // Deleted on another device first.
    await h.t.database.db.delete(s.userNotifications).where(eq(s.userNotifications.uuid, uuid));

    expect(await push()).toEqual({ sent: 1, stopped: null });
    expect(await device.db.outbox.count()).toBe(0);
    expect(await device.db.notifications.get(uuid)).toBeUndefined();
  });

  it("deletes all of the user's notifications, in the mirror at once and on the server", async () => {
    await addNotification();
    await addNotification();
    await fillMirror();
    expect(await device.db.notifications.count()).toBeGreaterThanOrEqual(2);

    await queueNotificationsDeleteAll({ userUuid: device.user.uuid });
    expect(await device.db.notifications.count()).toBe(0);

    expect(await push()).toEqual({ sent: 1, stopped: null });
    expect(await onServer()).toEqual([]);
    expect(await device.db.notifications.count()).toBe(0);
    expect(await device.db.outbox.count()).toBe(0);
  });
});
