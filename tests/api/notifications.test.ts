/**
 * Notification calls (spec 01 §2 "Notifications drawer", §3, §4, §7
 * "Notifications"): a vehicle event gives every other active user of the
 * company an unread copy (never another company's users); each user reads,
 * marks and deletes only their own copies, and another user's copy answers
 * 404; the sale events (SOLD_VEHICLE, IN_STOCK_VEHICLE) are recorded the same way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { UserNotification } from '../../src/domain/entities';
import { MSG } from '../../src/domain/messages';
import * as s from '../../server/db/schema';
import { notifyVehicleInStock, notifyVehicleSold } from '../../server/services/notifications-events';
import { DEMO_COMPANY, RIVAL_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import { body, testAppWithUsers } from './helpers/test-app';
import { makeVehicle } from './helpers/vehicles';
import { expectError } from './helpers/errors';

const USERS = [
  'super@montra.pt',
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'admin@rival.pt',
] as const;
type Username = (typeof USERS)[number];

const ADMIN = userUuid('admin@demo.pt');
const MANAGER = userUuid('gestor@demo.pt');
const SELLER = userUuid('vendedor@demo.pt');
const INACTIVE = userUuid('inativo@demo.pt');

const { t, call } = testAppWithUsers(USERS);
/** The vehicle gestor@demo.pt creates, and its event. */
let vehicleUuid = '';
let eventUuid = '';

beforeAll(async () => {
  const res = await call(
    'POST',
    '/api/vehicles/',
    'gestor@demo.pt',
    makeVehicle({ brand: 'Peugeot', model: '208' }),
  );
  if (res.statusCode !== 201) throw new Error(`vehicle create failed: ${res.statusCode} ${res.body}`);
  vehicleUuid = body<{ vehicle: { uuid: string } }>(res).vehicle.uuid;
  const [event] = await t.database.db
    .select()
    .from(s.notifications)
    .where(
      and(eq(s.notifications.vehicleUuid, vehicleUuid), eq(s.notifications.notificationType, 'NEW_VEHICLE')),
    );
  if (!event) throw new Error('no NEW_VEHICLE event');
  eventUuid = event.uuid;
});

/** The copies of an event, by user. */
async function copiesOf(notificationUuid: string) {
  const rows = await t.database.db
    .select()
    .from(s.userNotifications)
    .where(eq(s.userNotifications.notificationUuid, notificationUuid));
  return new Map(rows.map((r) => [r.userUuid, r]));
}

async function snapshot(): Promise<string> {
  return JSON.stringify(
    await t.database.db.select().from(s.userNotifications).orderBy(asc(s.userNotifications.uuid)),
  );
}

async function listOf(as: Username): Promise<UserNotification[]> {
  const res = await call('GET', '/api/notifications/', as);
  expect(res.statusCode).toBe(200);
  return body<{ notifications: UserNotification[] }>(res).notifications;
}

describe('recording a vehicle event', () => {
  it("gives a copy to every other active user of the creator's company only", async () => {
    const copies = await copiesOf(eventUuid);
    const expected = await t.database.db
      .select({ uuid: s.users.uuid })
      .from(s.users)
      .where(
        and(eq(s.users.companyUuid, DEMO_COMPANY), eq(s.users.isActive, true), ne(s.users.uuid, MANAGER)),
      );
    expect([...copies.keys()].sort()).toEqual(expected.map((u) => u.uuid).sort());
    expect(copies.has(MANAGER)).toBe(false);
    expect(copies.has(INACTIVE)).toBe(false);
    expect(copies.has(userUuid('admin@rival.pt'))).toBe(false);
    expect([...copies.values()].every((c) => !c.isRead && c.companyUuid === DEMO_COMPANY)).toBe(true);
    const rivalCopies = await t.database.db
      .select()
      .from(s.userNotifications)
      .where(
        and(
          eq(s.userNotifications.notificationUuid, eventUuid),
          eq(s.userNotifications.companyUuid, RIVAL_COMPANY),
        ),
      );
    expect(rivalCopies).toHaveLength(0);
  });
});

describe('GET /api/notifications/', () => {
  it("answers the user's own copies, newest first, in the wire shape", async () => {
    const list = await listOf('admin@demo.pt');
    const mine = (await copiesOf(eventUuid)).get(ADMIN);
    expect(list[0]).toEqual({
      uuid: mine?.uuid,
      notificationUuid: eventUuid,
      notificationType: 'NEW_VEHICLE',
      isRead: false,
      createdAt: expect.any(String) as string,
      payload: {
        brand: 'Peugeot',
        model: '208',
        license_plate: expect.any(String) as string,
        uuid: vehicleUuid,
      },
      rowVersion: 1,
      updatedAt: expect.any(String) as string,
    });
    const times = list.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const own = await t.database.db
      .select()
      .from(s.userNotifications)
      .where(eq(s.userNotifications.userUuid, ADMIN));
    expect(list.map((n) => n.uuid).sort()).toEqual(own.map((r) => r.uuid).sort());
  });

  it("never shows another company's or another user's copies", async () => {
    const rival = await listOf('admin@rival.pt');
    expect(rival.map((n) => n.notificationUuid)).not.toContain(eventUuid);
    expect((await listOf('gestor@demo.pt')).map((n) => n.notificationUuid)).not.toContain(eventUuid);
    expect(await listOf('super@montra.pt')).toEqual([]);
    const res = await call('GET', '/api/notifications', 'vendedor@demo.pt');
    expect(res.statusCode).toBe(200);
  });
});

describe('PUT /api/user-notifications/:id', () => {
  it("marks the user's copy read and unread without touching anyone else's", async () => {
    const copies = await copiesOf(eventUuid);
    const mine = copies.get(ADMIN);
    const res = await call('PUT', `/api/user-notifications/${mine?.uuid}`, 'admin@demo.pt', {
      is_read: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ notification: UserNotification }>(res).notification).toMatchObject({
      uuid: mine?.uuid,
      notificationUuid: eventUuid,
      isRead: true,
      rowVersion: 2,
    });
    const after = await copiesOf(eventUuid);
    expect(after.get(ADMIN)?.isRead).toBe(true);
    expect(after.get(SELLER)?.isRead).toBe(false);

    const back = await call('PUT', `/api/user-notifications/${mine?.uuid}`, 'admin@demo.pt', {
      is_read: false,
    });
    expect(body<{ notification: UserNotification }>(back).notification.isRead).toBe(false);
    expect((await copiesOf(eventUuid)).get(ADMIN)?.isRead).toBe(false);
  });

  it("answers 404 for another user's copy and 400 for a bad body; changes nothing", async () => {
    const before = await snapshot();
    const adminCopy = (await copiesOf(eventUuid)).get(ADMIN);
    expectError(
      await call('PUT', `/api/user-notifications/${adminCopy?.uuid}`, 'vendedor@demo.pt', { is_read: true }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('PUT', `/api/user-notifications/${adminCopy?.uuid}`, 'admin@rival.pt', { is_read: true }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('PUT', '/api/user-notifications/abc', 'admin@demo.pt', { is_read: true }),
      404,
      'NOT_FOUND',
    );
    const missing = expectError(
      await call('PUT', `/api/user-notifications/${adminCopy?.uuid}`, 'admin@demo.pt', {}),
      400,
      'VALIDATION',
    );
    expect(missing.error.fields).toEqual({ is_read: MSG.required });
    const wrong = expectError(
      await call('PUT', `/api/user-notifications/${adminCopy?.uuid}`, 'admin@demo.pt', { is_read: 'sim' }),
      400,
      'VALIDATION',
    );
    expect(wrong.error.fields).toEqual({ is_read: MSG.invalidValue });
    expect(await snapshot()).toBe(before);
  });
});

describe('DELETE /api/notifications/:id and delete all', () => {
  it("deletes one of the user's copies only; another user's answers 404", async () => {
    const before = await snapshot();
    const adminCopy = (await copiesOf(eventUuid)).get(ADMIN);
    expectError(
      await call('DELETE', `/api/notifications/${adminCopy?.uuid}`, 'vendedor@demo.pt'),
      404,
      'NOT_FOUND',
    );
    expect(await snapshot()).toBe(before);

    const res = await call('DELETE', `/api/notifications/${adminCopy?.uuid}`, 'admin@demo.pt');
    expect(res.statusCode).toBe(200);
    expect(body<{ notification: UserNotification }>(res).notification).toMatchObject({
      uuid: adminCopy?.uuid,
      notificationUuid: eventUuid,
    });
    const after = await copiesOf(eventUuid);
    expect(after.has(ADMIN)).toBe(false);
    expect(after.has(SELLER)).toBe(true);
    expect((await listOf('admin@demo.pt')).map((n) => n.uuid)).not.toContain(adminCopy?.uuid);
    expectError(
      await call('DELETE', `/api/notifications/${adminCopy?.uuid}`, 'admin@demo.pt'),
      404,
      'NOT_FOUND',
    );
  });

  it("deletes all of one user's copies, leaving the others'", async () => {
    const adminBefore = (await listOf('admin@demo.pt')).length;
    expect((await listOf('vendedor@demo.pt')).length).toBeGreaterThan(0);
    const res = await call('DELETE', `/api/users/${SELLER}/notifications`, 'vendedor@demo.pt');
    expect(res.statusCode).toBe(200);
    expect(await listOf('vendedor@demo.pt')).toEqual([]);
    const rows = await t.database.db
      .select()
      .from(s.userNotifications)
      .where(eq(s.userNotifications.userUuid, SELLER));
    expect(rows).toHaveLength(0);
    expect(await listOf('admin@demo.pt')).toHaveLength(adminBefore);
  });
});

describe('sale events', () => {
  it('records SOLD_VEHICLE and IN_STOCK_VEHICLE for the other active users of the company', async () => {
    const [vehicle] = await t.database.db.select().from(s.vehicles).where(eq(s.vehicles.uuid, vehicleUuid));
    if (!vehicle) throw new Error('vehicle missing');
    const sold = await t.database.db.transaction((tx) => notifyVehicleSold(tx, vehicle, { uuid: ADMIN }));
    expect(sold.notification).toMatchObject({ notificationType: 'SOLD_VEHICLE', companyUuid: DEMO_COMPANY });
    expect(sold.recipients).toContain(SELLER);
    expect(sold.recipients).toContain(MANAGER);
    expect(sold.recipients).not.toContain(ADMIN);
    expect(sold.recipients).not.toContain(INACTIVE);

    const [first] = await listOf('vendedor@demo.pt');
    expect(first).toMatchObject({
      notificationUuid: sold.notification.uuid,
      notificationType: 'SOLD_VEHICLE',
      isRead: false,
      payload: { uuid: vehicleUuid, brand: 'Peugeot', model: '208' },
    });

    const back = await t.database.db.transaction((tx) =>
      notifyVehicleInStock(tx, vehicle, { uuid: MANAGER }),
    );
    expect(back.notification.notificationType).toBe('IN_STOCK_VEHICLE');
    expect(back.recipients).toContain(ADMIN);
    expect(back.recipients).not.toContain(MANAGER);
    expect((await listOf('admin@demo.pt'))[0]?.notificationType).toBe('IN_STOCK_VEHICLE');
    expect((await listOf('admin@rival.pt')).map((n) => n.notificationUuid)).not.toContain(
      back.notification.uuid,
    );
  });
});
