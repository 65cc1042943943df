/**
 * 'Desativar' / 'Ativar' of a user (spec 01 §4): queued, announced with the
 * spec's toast, followed by the company page. Nobody (de)activates himself
 * here, nor the platform super user.
 */
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../data/session';
import { can } from '../../domain/permissions';
import type { User } from '../../domain/types';
import { companyHome } from '../../ui/admin-paths';
import { toastError, toastSuccess } from '../../ui/toaster';
import { setUserActive } from './actions/user-writes';
import { USER_TEXTS } from './user-texts';

export const activationLabel = (user: User) => (user.isActive ? 'Desativar' : 'Ativar');

export function useUserActivation() {
  const navigate = useNavigate();
  const actor = useSessionStore((s) => s.user);

  const allowed = (target: User) =>
    can(actor, 'user.changeState') && !target.isSuperUser && target.uuid !== actor?.uuid;

  const toggle = async (target: User) => {
    const next = !target.isActive;
    try {
      await setUserActive(target, next);
      toastSuccess(next ? USER_TEXTS.saved : USER_TEXTS.deactivated);
      if (target.companyUuid) navigate(companyHome(actor, target.companyUuid, 'users'));
    } catch {
      toastError(next ? USER_TEXTS.saveError : USER_TEXTS.deactivateError);
    }
  };

  return { allowed, toggle };
}
