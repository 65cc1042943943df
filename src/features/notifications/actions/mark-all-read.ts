/**
 * 'Marcar todas como lidas': every unread notification of the user read, at
 * once, one queued write each (the server marks one notification per call).
 */
import { mirror } from '../../../data/db';
import { enqueueWrite, requestFlush } from '../../../data/sync';
import { notificationText } from '../../../domain/notifications';
import { toastError } from '../../../ui/toaster';
import { sessionUserUuid } from './session-user';
import { UPDATE_ERROR } from './toggle-read';

/** How many were marked; false (and the spec's toast) when it could not be saved here. */
export async function markAllRead(): Promise<number | false> {
  let marked = 0;
  try {
    const userUuid = sessionUserUuid();
    const db = mirror();
    // One transaction: all of them or none.
    await db.transaction('rw', db.tables, async () => {
      const unread = await db.notifications.filter((n) => !n.isRead).toArray();
      for (const n of unread) {
        await enqueueWrite(
          db,
          {
            userUuid,
            entity: 'notifications',
            op: 'markRead',
            targetUuid: n.uuid,
            payload: { is_read: true },
            label: `Notificação lida: ${notificationText(n)}`,
          },
          async (tx) => {
            await tx.notifications.update(n.uuid, { isRead: true });
          },
        );
      }
      marked = unread.length;
    });
  } catch {
    toastError(UPDATE_ERROR);
    return false;
  }
  if (marked > 0) requestFlush();
  return marked;
}
