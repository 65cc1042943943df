/**
 * The dot of a notification (spec 01 §2 "Notifications drawer"): read ↔
 * unread, shown at once and queued (PUT /user-notifications/{id} with
 * is_read), so it works offline. Declared in src/data/writes/notifications.ts.
 */
import { queueNotificationRead } from '../../../data/writes';
import type { UserNotification } from '../../../domain/entities';
import { toastError } from '../../../ui/toaster';

export const UPDATE_ERROR = 'Houve um erro a actualizar a notificação...';

type Target = Pick<UserNotification, 'uuid' | 'isRead' | 'notificationType' | 'payload'>;

/** Sets the read state of one notification; false (and the spec's toast) when it could not be saved here. */
export async function setRead(notification: Target, isRead: boolean): Promise<boolean> {
  try {
    await queueNotificationRead({ uuid: notification.uuid, is_read: isRead });
  } catch {
    toastError(UPDATE_ERROR);
    return false;
  }
  return true;
}

/** Read becomes unread and unread becomes read. */
export function toggleRead(notification: Target): Promise<boolean> {
  return setRead(notification, !notification.isRead);
}
