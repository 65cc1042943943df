/**
 * 'Desativar' / 'Ativar' of a user (spec 01 §4): deactivation is confirmed
 * first (one tap must not lock a colleague out), then queued, announced with
 * the spec's toast, and followed by the company page. Nobody (de)activates
 * himself here, nor the platform super user.
 */
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../data/session';
import { can } from '../../domain/permissions';
import type { User } from '../../domain/types';
import { companyHome } from '../../ui/admin-paths';
import { useActivation } from '../../ui/use-activation';
import { setUserActive } from './actions/user-writes';
import { USER_TEXTS } from './user-texts';

export const DEACTIVATE_USER_TITLE = 'Desativar utilizador';
export const deactivateUserText = (username: string) =>
  `O utilizador ${username} deixa de poder entrar na aplicação. Quer continuar?`;

export function useUserActivation() {
  const navigate = useNavigate();
  const actor = useSessionStore((s) => s.user);
  const { toggle, dialog } = useActivation<User>({
    isActive: (target) => target.isActive,
    setActive: setUserActive,
    texts: {
      activated: USER_TEXTS.saved,
      deactivated: USER_TEXTS.deactivated,
      activateError: USER_TEXTS.saveError,
      deactivateError: USER_TEXTS.deactivateError,
    },
    after: (target) => {
      if (target.companyUuid) navigate(companyHome(actor, target.companyUuid, 'users'));
    },
    confirmTitle: DEACTIVATE_USER_TITLE,
    confirmText: (target) => deactivateUserText(target?.username ?? ''),
  });

  const allowed = (target: User) =>
    can(actor, 'user.changeState') && !target.isSuperUser && target.uuid !== actor?.uuid;

  return { allowed, toggle, dialog };
}
