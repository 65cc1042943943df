/**
 * 'Marcar todas como lidas': every unread notification of the user read, at
 * once, one queued write each (the server marks one notification per call).
 */
import { mirror } from '../../../data/db';
import { queueNotificationRead } from '../../../data/writes';
import { toastError } from '../../../ui/toaster';
import { UPDATE_ERROR } from './toggle-read';

/** How many were marked; false (and the spec's toast) when it could not be saved here. */
export async function markAllRead(): Promise<number | false> {
  let marked = 0;
  try {
    const unread = await mirror()
      .notifications.filter((n) => !n.isRead)
      .toArray();
    // One transaction: all of them or none.
    await queueNotificationRead.all(unread.map((n) => ({ uuid: n.uuid, is_read: true })));
    marked = unread.length;
  } catch {
    toastError(UPDATE_ERROR);
    return false;
  }
  return marked;
}
