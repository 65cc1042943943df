/**
 * 'Desativar' / 'Ativar' of a stand (spec 01 §4): deactivation is confirmed
 * first (it leaves every vehicle of the stand without a stand), then queued,
 * announced with the spec's toast, and followed by the company page.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../data/session';
import type { Stand } from '../../domain/entities';
import { companyHome } from '../../ui/admin-paths';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toastError, toastSuccess } from '../../ui/toaster';
import { setStandActive } from './actions/stand-writes';
import { STAND_TEXTS } from './stand-texts';

export const activationLabel = (stand: Stand) => (stand.active ? 'Desativar' : 'Ativar');

export function useStandActivation() {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const [pending, setPending] = useState<Stand | null>(null);

  const apply = async (stand: Stand, active: boolean) => {
    try {
      await setStandActive(stand, active);
      toastSuccess(active ? STAND_TEXTS.saved : STAND_TEXTS.deactivated);
      navigate(companyHome(user, stand.companyUuid, 'stands'));
    } catch {
      toastError(active ? STAND_TEXTS.saveError : STAND_TEXTS.deactivateError);
    }
  };

  /** The button's action: asks first when deactivating. */
  const toggle = (stand: Stand) => {
    if (stand.active) setPending(stand);
    else void apply(stand, true);
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title="Desativar stand"
      text={`Todos os veículos do stand ${pending?.name ?? ''} ficarão sem stand associado. Quer continuar?`}
      confirmLabel="Desativar"
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const stand = pending;
        setPending(null);
        if (stand) void apply(stand, false);
      }}
    />
  );

  return { toggle, dialog };
}
