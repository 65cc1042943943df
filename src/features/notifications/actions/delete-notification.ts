/**
 * Deletes one notification of the user (DELETE /notifications/{id}, the id of
 * the user's own row): gone at once, queued for the server.
 */
import { queueNotificationDelete } from '../../../data/writes';
import type { UserNotification } from '../../../domain/entities';
import { toastError } from '../../../ui/toaster';

export const DELETE_ERROR = 'Houve um erro a eliminar a notificação...';

export async function deleteNotification(
  notification: Pick<UserNotification, 'uuid' | 'notificationType' | 'payload'>,
): Promise<boolean> {
  try {
    await queueNotificationDelete({ uuid: notification.uuid });
  } catch {
    toastError(DELETE_ERROR);
    return false;
  }
  return true;
}
