/**
 * The number of unread notifications of the signed-in user, shown on the bell.
 * It reads the user's mirror, which the change feed keeps fresh (a pull every
 * 30 s, on focus and when the network returns: within the spec's minute).
 */
import { hasMirror, mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';

export function useUnreadNotificationCount(): number {
  const userUuid = useSessionStore((s) => s.user?.uuid ?? '');
  return useLiveQuery(
    // isRead is a boolean, which IndexedDB cannot index: count by filter (a user has few).
    () =>
      userUuid && hasMirror()
        ? mirror()
            .notifications.filter((n) => !n.isRead)
            .count()
        : 0,
    [userUuid],
    0,
  );
}
