/** The signed-in user's notifications, from the mirror (the change feed fills it). */
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import type { UserNotification } from '../../domain/entities';

/** undefined while the mirror is first read. */
export function useNotifications(): UserNotification[] | undefined {
  const userUuid = useSessionStore((s) => s.user?.uuid ?? '');
  return useLiveQuery(() => (userUuid ? mirror().notifications.toArray() : []), [userUuid]);
}
