/**
 * 'Lista de Utilizadores' of the company page (spec 01 §2, §4, §9): the
 * company's users sortable by username, first and last name, role and state;
 * an inactive user's row is tinted and its button reads 'Ativar'.
 */
import { useNavigate } from 'react-router-dom';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { ROLE_LABELS } from '../../domain/labels';
import { can } from '../../domain/permissions';
import type { User } from '../../domain/types';
import { activationColumn } from '../../ui/activation-button';
import { adminPaths } from '../../ui/admin-paths';
import { ResourceList, type ResourceColumn } from '../../ui/resource-list';
import { useUserActivation } from './use-user-activation';
import { USER_TEXTS } from './user-texts';

const roleLabel = (u: User) => (u.role ? ROLE_LABELS[u.role] : null);

export function CompanyUserList({ companyUuid }: { companyUuid: string }) {
  const navigate = useNavigate();
  const actor = useSessionStore((s) => s.user);
  const { allowed, toggle, dialog } = useUserActivation();
  const users = useLiveQuery(
    () => mirror().users.where('companyUuid').equals(companyUuid).toArray(),
    [companyUuid, actor?.uuid],
  );

  const columns: ResourceColumn<User>[] = [
    {
      id: 'username',
      header: 'Utilizador',
      ratio: 1.8,
      pin: 'start',
      sortValue: (u) => u.username,
      cell: (u) => u.username,
    },
    { id: 'firstName', header: 'Nome', sortValue: (u) => u.firstName, cell: (u) => u.firstName ?? '—' },
    { id: 'lastName', header: 'Apelido', sortValue: (u) => u.lastName, cell: (u) => u.lastName ?? '—' },
    { id: 'role', header: 'Função', sortValue: roleLabel, cell: (u) => roleLabel(u) ?? '—' },
    activationColumn<User>({
      active: (u) => u.isActive,
      canToggle: allowed,
      onToggle: toggle,
      testId: 'user-activation',
    }),
  ];

  return (
    <ResourceList
      records={users}
      columns={columns}
      testId="users"
      texts={USER_TEXTS}
      openPath={adminPaths.user}
      inactive={(u) => !u.isActive}
      onCreate={can(actor, 'user.register') ? () => navigate(adminPaths.newUser(companyUuid)) : undefined}
    >
      {dialog}
    </ResourceList>
  );
}
