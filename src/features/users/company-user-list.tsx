/**
 * 'Lista de Utilizadores' of the company page (spec 01 §2, §4, §9): the
 * company's users sortable by username, first and last name, role and state;
 * an inactive user's row is tinted and its button reads 'Ativar'.
 */
import { Button, Center, HStack, Spinner, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { ROLE_LABELS } from '../../domain/labels';
import { can } from '../../domain/permissions';
import { toggleSort, type SortState } from '../../domain/stock';
import type { User } from '../../domain/types';
import { adminPaths } from '../../ui/admin-paths';
import { ListEmpty } from '../../ui/list-empty';
import { DataTable } from '../../ui/data-table';
import { sortRows, type DataColumn } from '../../ui/data-table-types';
import { activationLabel, useUserActivation } from './use-user-activation';
import { USER_TEXTS } from './user-texts';

export const USER_SORT_KEYS = ['username', 'firstName', 'lastName', 'role', 'active'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

function sortValue(user: User, key: UserSortKey) {
  switch (key) {
    case 'username':
    case 'firstName':
    case 'lastName':
      return user[key];
    case 'role':
      return user.role ? ROLE_LABELS[user.role] : null;
    case 'active':
      return user.isActive;
  }
}

export function CompanyUserList({ companyUuid }: { companyUuid: string }) {
  const navigate = useNavigate();
  const actor = useSessionStore((s) => s.user);
  const { allowed, toggle, dialog } = useUserActivation();
  const [sort, setSort] = useState<SortState<UserSortKey>>({ key: 'username', direction: 'asc' });
  const users = useLiveQuery(
    () => mirror().users.where('companyUuid').equals(companyUuid).toArray(),
    [companyUuid, actor?.uuid],
  );
  const rows = useMemo(() => (users ? sortRows(users, sort, sortValue) : undefined), [users, sort]);

  const columns: DataColumn<User, UserSortKey>[] = [
    {
      id: 'username',
      header: 'Utilizador',
      ratio: 1.8,
      pin: 'start',
      sortKey: 'username',
      cell: (u) => u.username,
    },
    { id: 'firstName', header: 'Nome', sortKey: 'firstName', cell: (u) => u.firstName ?? '—' },
    { id: 'lastName', header: 'Apelido', sortKey: 'lastName', cell: (u) => u.lastName ?? '—' },
    { id: 'role', header: 'Função', sortKey: 'role', cell: (u) => (u.role ? ROLE_LABELS[u.role] : '—') },
    {
      id: 'active',
      header: 'Estado',
      sortKey: 'active',
      cell: (u) =>
        allowed(u) ? (
          <Button
            size="sm"
            minH="11"
            variant="outline"
            colorPalette={u.isActive ? 'red' : 'green'}
            data-testid="user-activation"
            onClick={(e) => {
              e.stopPropagation();
              toggle(u);
            }}
          >
            {activationLabel(u)}
          </Button>
        ) : u.isActive ? (
          'Ativo'
        ) : (
          'Inativo'
        ),
    },
  ];

  const create = can(actor, 'user.register') ? () => navigate(adminPaths.newUser(companyUuid)) : undefined;

  if (!rows) {
    return (
      <Center py="12">
        <Spinner role="status" aria-label="A carregar" />
      </Center>
    );
  }
  return (
    <Stack gap="3" pt="4">
      {rows.length === 0 ? (
        <ListEmpty
          testId="users-empty"
          text={USER_TEXTS.empty}
          actionLabel="Criar utilizador"
          onAction={create}
        />
      ) : (
        <>
          {create ? (
            <HStack justify="flex-end">
              <Button colorPalette="red" minH="11" onClick={create}>
                Criar utilizador
              </Button>
            </HStack>
          ) : null}
          <DataTable
            label="Lista de Utilizadores"
            testId="users"
            columns={columns}
            rows={rows}
            rowKey={(u) => u.uuid}
            sort={sort}
            onSort={(key) => setSort(toggleSort(sort, key))}
            onOpen={(u) => navigate(adminPaths.user(u.uuid))}
            inactive={(u) => !u.isActive}
          />
        </>
      )}
      {dialog}
    </Stack>
  );
}
