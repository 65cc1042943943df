/**
 * 'Eliminar todas': every notification of the user gone at once, one queued
 * write (DELETE /users/{userId}/notifications), with the spec's toasts.
 */
import { queueNotificationsDeleteAll } from '../../../data/writes';
import { toastError, toastSuccess } from '../../../ui/toaster';
import { sessionUserUuid } from './session-user';

export const DELETE_ALL_SUCCESS = 'As notificações foram eliminadas com sucesso';
export const DELETE_ALL_ERROR = 'Erro ao eliminar as notificações';

export async function deleteAllNotifications(): Promise<boolean> {
  try {
    await queueNotificationsDeleteAll({ userUuid: sessionUserUuid() });
  } catch {
    toastError(DELETE_ALL_ERROR);
    return false;
  }
  toastSuccess(DELETE_ALL_SUCCESS);
  return true;
}
