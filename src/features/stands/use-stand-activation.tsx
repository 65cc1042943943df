/**
 * 'Desativar' / 'Ativar' of a stand (spec 01 §4): deactivation is confirmed
 * first (it leaves every vehicle of the stand without a stand), then queued,
 * announced with the spec's toast, and followed by the company page.
 */
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../data/session';
import type { Stand } from '../../domain/entities';
import { companyHome } from '../../ui/admin-paths';
import { useActivation } from '../../ui/use-activation';
import { setStandActive } from './actions/stand-writes';
import { STAND_TEXTS } from './stand-texts';

export function useStandActivation() {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  return useActivation<Stand>({
    isActive: (stand) => stand.active,
    setActive: setStandActive,
    texts: {
      activated: STAND_TEXTS.saved,
      deactivated: STAND_TEXTS.deactivated,
      activateError: STAND_TEXTS.saveError,
      deactivateError: STAND_TEXTS.deactivateError,
    },
    after: (stand) => navigate(companyHome(user, stand.companyUuid, 'stands')),
    confirmTitle: 'Desativar stand',
    confirmText: (stand) =>
      `Todos os veículos do stand ${stand?.name ?? ''} ficarão sem stand associado. Quer continuar?`,
  });
}
