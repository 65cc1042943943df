/**
 * A user's own notifications in the database: their user_notifications rows,
 * each with its shared event. Every query is bound to the user, so another
 * user's row reads as absent. Functions take the database or a transaction.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { notifications, userNotifications } from '../db/schema';

export type UserNotificationRow = typeof userNotifications.$inferSelect;
export type NotificationEventRow = typeof notifications.$inferSelect;
/** A user's row with its shared event. */
export interface InboxEntry {
  row: UserNotificationRow;
  event: NotificationEventRow;
}

const ofUser = (userUuid: string, uuid: string) =>
  and(eq(userNotifications.uuid, uuid), eq(userNotifications.userUuid, userUuid));

/** The user's notifications, newest first. */
export async function listInbox(db: DbOrTx, userUuid: string): Promise<InboxEntry[]> {
  const rows = await db
    .select()
    .from(userNotifications)
    .innerJoin(notifications, eq(notifications.uuid, userNotifications.notificationUuid))
    .where(eq(userNotifications.userUuid, userUuid))
    .orderBy(desc(notifications.createdAt), desc(userNotifications.uuid));
  return rows.map((r) => ({ row: r.user_notifications, event: r.notifications }));
}

/** One of the user's notifications, by the uuid of the user's row. */
export async function findInboxEntry(
  db: DbOrTx,
  userUuid: string,
  uuid: string,
): Promise<InboxEntry | undefined> {
  const [found] = await db
    .select()
    .from(userNotifications)
    .innerJoin(notifications, eq(notifications.uuid, userNotifications.notificationUuid))
    .where(ofUser(userUuid, uuid))
    .limit(1);
  return found ? { row: found.user_notifications, event: found.notifications } : undefined;
}

/** Marks one of the user's notifications read or unread; undefined when the user has no such row. */
export async function setInboxRead(
  db: DbOrTx,
  userUuid: string,
  uuid: string,
  isRead: boolean,
): Promise<InboxEntry | undefined> {
  const [row] = await db.update(userNotifications).set({ isRead }).where(ofUser(userUuid, uuid)).returning();
  if (!row) return undefined;
  const [event] = await db.select().from(notifications).where(eq(notifications.uuid, row.notificationUuid));
  return event ? { row, event } : undefined;
}

/** Deletes one of the user's rows (the shared event stays for the others); whether it went. */
export async function deleteInboxRow(db: DbOrTx, userUuid: string, uuid: string): Promise<boolean> {
  const deleted = await db
    .delete(userNotifications)
    .where(ofUser(userUuid, uuid))
    .returning({ uuid: userNotifications.uuid });
  return deleted.length > 0;
}
