/** Who acts: the signed-in user, whose mirror holds their own notifications. */
import { useSessionStore } from '../../../data/session';

export function sessionUserUuid(): string {
  const { user } = useSessionStore.getState();
  if (!user) throw new Error('No session');
  return user.uuid;
}
