/**
 * Deletes one notification of the user (DELETE /notifications/{id}, the id of
 * the user's own row): gone at once, queued for the server.
 */
import { mirror } from '../../../data/db';
import { enqueueWrite, requestFlush } from '../../../data/sync';
import type { UserNotification } from '../../../domain/entities';
import { notificationText } from '../../../domain/notifications';
import { toastError } from '../../../ui/toaster';
import { sessionUserUuid } from './session-user';

export const DELETE_ERROR = 'Houve um erro a eliminar a notificação...';

export async function deleteNotification(
  notification: Pick<UserNotification, 'uuid' | 'notificationType' | 'payload'>,
): Promise<boolean> {
  try {
    await enqueueWrite(
      mirror(),
      {
        userUuid: sessionUserUuid(),
        entity: 'notifications',
        op: 'delete',
        targetUuid: notification.uuid,
        payload: { uuid: notification.uuid },
        label: `Notificação eliminada: ${notificationText(notification)}`,
      },
      async (db) => {
        await db.notifications.delete(notification.uuid);
      },
    );
  } catch {
    toastError(DELETE_ERROR);
    return false;
  }
  requestFlush();
  return true;
}
