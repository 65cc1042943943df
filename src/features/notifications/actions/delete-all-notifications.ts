/**
 * 'Eliminar todas': every notification of the user gone at once, one queued
 * write (DELETE /users/{userId}/notifications), with the spec's toasts.
 */
import { mirror } from '../../../data/db';
import { enqueueWrite, requestFlush } from '../../../data/sync';
import { toastError, toastSuccess } from '../../../ui/toaster';
import { sessionUserUuid } from './session-user';

export const DELETE_ALL_SUCCESS = 'As notificações foram eliminadas com sucesso';
export const DELETE_ALL_ERROR = 'Erro ao eliminar as notificações';

export async function deleteAllNotifications(): Promise<boolean> {
  try {
    const userUuid = sessionUserUuid();
    await enqueueWrite(
      mirror(),
      {
        userUuid,
        entity: 'notifications',
        op: 'deleteAll',
        // The write is about the user's whole list: no one notification.
        targetUuid: userUuid,
        payload: { userUuid },
        label: 'Todas as notificações eliminadas',
      },
      async (db) => {
        await db.notifications.clear();
      },
    );
  } catch {
    toastError(DELETE_ALL_ERROR);
    return false;
  }
  requestFlush();
  toastSuccess(DELETE_ALL_SUCCESS);
  return true;
}
