/**
 * A user's own notifications (spec 01 §2 "Notifications drawer", §7): the list, marking one read
 * or unread, deleting one. Another user's row reads as absent (undefined).
 */
import type { UserNotification } from '../../src/domain/entities';
import type { DbOrTx } from '../db/client';
import {
  deleteInboxRow,
  findInboxEntry,
  listInbox,
  setInboxRead,
  type InboxEntry,
} from '../repositories/notification-inbox';
import { toUserNotification } from '../wire/serializers';

const answer = (entry: InboxEntry) => toUserNotification(entry.row, entry.event);

export async function listUserNotifications(db: DbOrTx, userUuid: string): Promise<UserNotification[]> {
  return (await listInbox(db, userUuid)).map(answer);
}

export async function setUserNotificationRead(
  db: DbOrTx,
  userUuid: string,
  uuid: string,
  isRead: boolean,
): Promise<UserNotification | undefined> {
  const entry = await setInboxRead(db, userUuid, uuid, isRead);
  return entry && answer(entry);
}

/** Deletes one of the user's notifications; the notification as it was, or undefined. */
export async function deleteUserNotification(
  db: DbOrTx,
  userUuid: string,
  uuid: string,
): Promise<UserNotification | undefined> {
  const found = await findInboxEntry(db, userUuid, uuid);
  if (!found) return undefined;
  return (await deleteInboxRow(db, userUuid, uuid)) ? answer(found) : undefined;
}
