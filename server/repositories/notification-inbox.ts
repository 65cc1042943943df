/**
 * A user's own notifications in the database: their user_notifications rows,
 * each joined with its shared event. Every query is bound to the user, so
 * another user's row reads as absent. Functions take the database or a transaction.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { UserNotification } from '../../src/domain/entities';
import type { DbOrTx } from '../db/client';
import { notifications, userNotifications } from '../db/schema';
import { toUserNotification } from '../wire/serializers';

/** The user's notifications, newest first. */
export async function listUserNotifications(db: DbOrTx, userUuid: string): Promise<UserNotification[]> {
  const rows = await db
    .select()
    .from(userNotifications)
    .innerJoin(notifications, eq(notifications.uuid, userNotifications.notificationUuid))
    .where(eq(userNotifications.userUuid, userUuid))
    .orderBy(desc(notifications.createdAt), desc(userNotifications.uuid));
  return rows.map((r) => toUserNotification(r.user_notifications, r.notifications));
}

/** One of the user's notifications, by the uuid of the user's row. */
export async function findUserNotification(
  db: DbOrTx,
  userUuid: string,
  uuid: string,
): Promise<UserNotification | undefined> {
  const [row] = await db
    .select()
    .from(userNotifications)
    .innerJoin(notifications, eq(notifications.uuid, userNotifications.notificationUuid))
    .where(and(eq(userNotifications.uuid, uuid), eq(userNotifications.userUuid, userUuid)))
    .limit(1);
  return row ? toUserNotification(row.user_notifications, row.notifications) : undefined;
}

/** Marks one of the user's notifications read or unread; undefined when the user has no such row. */
export async function setUserNotificationRead(
  db: DbOrTx,
  userUuid: string,
  uuid: string,
  isRead: boolean,
): Promise<UserNotification | undefined> {
  const [row] = await db
    .update(userNotifications)
    .set({ isRead })
    .where(and(eq(userNotifications.uuid, uuid), eq(userNotifications.userUuid, userUuid)))
    .returning();
  if (!row) return undefined;
  const [event] = await db.select().from(notifications).where(eq(notifications.uuid, row.notificationUuid));
  return event ? toUserNotification(row, event) : undefined;
}

/** Deletes one of the user's notifications (the shared event stays for the others). */
export async function deleteUserNotification(
  db: DbOrTx,
  userUuid: string,
  uuid: string,
): Promise<UserNotification | undefined> {
  const found = await findUserNotification(db, userUuid, uuid);
  if (!found) return undefined;
  const deleted = await db
    .delete(userNotifications)
    .where(and(eq(userNotifications.uuid, uuid), eq(userNotifications.userUuid, userUuid)))
    .returning({ uuid: userNotifications.uuid });
  return deleted.length > 0 ? found : undefined;
}
