/**
 * Notification writes (spec 01 §7 "Notifications"): mark read or unread,
 * delete one, delete all of the user's. Made offline, they go up when the
 * network returns.
 */
import * as v from 'valibot';
import type { UserNotification } from '../../domain/entities';
import { notificationText } from '../../domain/notifications';
import { uuidField } from '../../domain/validation';
import { defineDelete } from './shapes';
import { defineWrite } from '../sync/define-write';

function isUserNotification(value: unknown, uuid: string): value is UserNotification {
  const n = value as Partial<UserNotification> | null | undefined;
  return typeof n === 'object' && n !== null && n.uuid === uuid && typeof n.isRead === 'boolean';
}

const readPayload = v.object({ uuid: uuidField, is_read: v.boolean() });

/** PUT /user-notifications/{id} with is_read. */
export const queueNotificationRead = defineWrite({
  entity: 'notifications',
  op: 'markRead',
  payload: readPayload,
  target: (p) => p.uuid,
  label: async (p, tx) => {
    const n = await tx.get('notifications', p.uuid);
    const verb = p.is_read ? 'Notificação lida' : 'Notificação por ler';
    return n ? `${verb}: ${notificationText(n)}` : verb;
  },
  optimistic: async (tx, p) => {
    await tx.update('notifications', p.uuid, { isRead: p.is_read });
  },
  request: (p) => ({ method: 'PUT', path: `user-notifications/${p.uuid}`, body: { is_read: p.is_read } }),
  apply: async (db, answer, p, row) => {
    const current = await db.notifications.get(p.uuid);
    // Deleted here since (a delete is queued behind): the answer must not bring it back.
    if (!current) return;
    const notification = (answer as { notification?: unknown } | undefined)?.notification;
    if (!isUserNotification(notification, p.uuid)) {
      await db.notifications.update(p.uuid, { isRead: p.is_read });
      return;
    }
    // A later toggle of the same notification is still queued: the user's last word shows.
    const later = await db.outbox
      .where('targetUuid')
      .equals(p.uuid)
      .filter((other) => other.seq !== row.seq)
      .count();
    await db.notifications.put(later > 0 ? { ...notification, isRead: current.isRead } : notification);
  },
});

export const queueNotificationDelete = defineDelete('notifications', {
  path: (uuid) => `notifications/${uuid}`,
  label: (n) => (n ? `Notificação eliminada: ${notificationText(n)}` : 'Notificação eliminada'),
});

const deleteAllPayload = v.object({ userUuid: uuidField });

/** DELETE /users/{userId}/notifications: the mirror is this user's, so every notification in it goes. */
export const queueNotificationsDeleteAll = defineWrite({
  entity: 'notifications',
  op: 'deleteAll',
  payload: deleteAllPayload,
  // The write is about the user's whole list: no one notification.
  target: (p) => p.userUuid,
  label: () => 'Todas as notificações eliminadas',
  optimistic: async (tx) => {
    await tx.clear('notifications');
  },
  request: (p) => ({ method: 'DELETE', path: `users/${p.userUuid}/notifications` }),
  apply: async (db) => {
    await db.notifications.clear();
  },
});
