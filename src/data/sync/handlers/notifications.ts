/**
 * Replay of the notification writes (spec 01 §7 "Notifications"): mark read or
 * unread, delete one, delete all of the user's. Made offline, they go up when
 * the network returns.
 */
import type { UserNotification } from '../../../domain/entities';
import { registerWrite } from '../registry';

export interface MarkReadPayload {
  is_read: boolean;
}

function isUserNotification(value: unknown, uuid: string): value is UserNotification {
  const n = value as Partial<UserNotification> | null | undefined;
  return typeof n === 'object' && n !== null && n.uuid === uuid && typeof n.isRead === 'boolean';
}

registerWrite('notifications', 'markRead', {
  method: 'PUT',
  path: (row) => `user-notifications/${row.targetUuid}`,
  body: (row) => ({ is_read: (row.payload as MarkReadPayload).is_read }),
  apply: async (db, row, answer) => {
    const current = await db.notifications.get(row.targetUuid);
    // Deleted here since (a delete is queued behind): the answer must not bring it back.
    if (!current) return;
    const notification = (answer as { notification?: unknown } | undefined)?.notification;
    const isRead = (row.payload as MarkReadPayload).is_read;
    if (!isUserNotification(notification, row.targetUuid)) {
      await db.notifications.update(row.targetUuid, { isRead });
      return;
    }
    // A later toggle of the same notification is still queued: the user's last word shows.
    const later = await db.outbox
      .where('targetUuid')
      .equals(row.targetUuid)
      .filter((other) => other.seq !== row.seq)
      .count();
    await db.notifications.put(later > 0 ? { ...notification, isRead: current.isRead } : notification);
  },
});

registerWrite('notifications', 'delete', {
  method: 'DELETE',
  path: (row) => `notifications/${row.targetUuid}`,
  // Already gone on the server is what the user wanted.
  goneIsDone: true,
  apply: async (db, row) => {
    await db.notifications.delete(row.targetUuid);
  },
});

registerWrite('notifications', 'deleteAll', {
  method: 'DELETE',
  path: (row) => `users/${row.userUuid}/notifications`,
  // The mirror is this user's: every notification in it is one of the user's rows.
  apply: async (db) => {
    await db.notifications.clear();
  },
});
