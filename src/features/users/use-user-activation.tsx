/**
 * 'Desativar' / 'Ativar' of a user (spec 01 §4): deactivation is confirmed
 * first (one tap must not lock a colleague out), then queued, announced with
 * the spec's toast, and followed by the company page. Nobody (de)activates
 * himself here, nor the platform super user.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../data/session';
import { can } from '../../domain/permissions';
import type { User } from '../../domain/types';
import { companyHome } from '../../ui/admin-paths';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError, toastSuccess } from '../../ui/toaster';
import { setUserActive } from './actions/user-writes';
import { USER_TEXTS } from './user-texts';

export const activationLabel = (user: User) => (user.isActive ? 'Desativar' : 'Ativar');
export const DEACTIVATE_USER_TITLE = 'Desativar utilizador';
export const deactivateUserText = (username: string) =>
  `O utilizador ${username} deixa de poder entrar na aplicação. Quer continuar?`;

export function useUserActivation() {
  const navigate = useNavigate();
  const actor = useSessionStore((s) => s.user);
  const [pending, setPending] = useState<User | null>(null);

  const allowed = (target: User) =>
    can(actor, 'user.changeState') && !target.isSuperUser && target.uuid !== actor?.uuid;

  const apply = async (target: User, next: boolean) => {
    try {
      await setUserActive(target, next);
      toastSuccess(next ? USER_TEXTS.saved : USER_TEXTS.deactivated);
      if (target.companyUuid) navigate(companyHome(actor, target.companyUuid, 'users'));
    } catch {
      toastError(next ? USER_TEXTS.saveError : USER_TEXTS.deactivateError);
    }
  };

  /** The button's action: asks first when deactivating. */
  const toggle = (target: User) => {
    if (target.isActive) setPending(target);
    else void apply(target, true);
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={DEACTIVATE_USER_TITLE}
      text={deactivateUserText(pending?.username ?? '')}
      confirmLabel="Desativar"
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const target = pending;
        setPending(null);
        if (target) void apply(target, false);
      }}
    />
  );

  return { allowed, toggle, dialog };
}
