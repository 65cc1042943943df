/**
 * The dot of a notification (spec 01 §2 "Notifications drawer"): read ↔
 * unread, shown at once and queued (PUT /user-notifications/{id} with
 * is_read), so it works offline. Replay: src/data/sync/handlers/notifications.ts.
 */
import { mirror } from '../../../data/db';
import { enqueueWrite, requestFlush } from '../../../data/sync';
import type { UserNotification } from '../../../domain/entities';
import { notificationText } from '../../../domain/notifications';
import { toastError } from '../../../ui/toaster';
import { sessionUserUuid } from './session-user';

export const UPDATE_ERROR = 'Houve um erro a actualizar a notificação...';

type Target = Pick<UserNotification, 'uuid' | 'isRead' | 'notificationType' | 'payload'>;

/** Sets the read state of one notification; false (and the spec's toast) when it could not be saved here. */
export async function setRead(notification: Target, isRead: boolean): Promise<boolean> {
  try {
    await enqueueWrite(
      mirror(),
      {
        userUuid: sessionUserUuid(),
        entity: 'notifications',
        op: 'markRead',
        targetUuid: notification.uuid,
        payload: { is_read: isRead },
        label: `${isRead ? 'Notificação lida' : 'Notificação por ler'}: ${notificationText(notification)}`,
      },
      async (db) => {
        await db.notifications.update(notification.uuid, { isRead });
      },
    );
  } catch {
    toastError(UPDATE_ERROR);
    return false;
  }
  requestFlush();
  return true;
}

/** Read becomes unread and unread becomes read. */
export function toggleRead(notification: Target): Promise<boolean> {
  return setRead(notification, !notification.isRead);
}
