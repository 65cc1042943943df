/**
 * 'Lista de Stands' of the company page (spec 01 §2, §4, §9): the company's
 * stands, sortable by name, location, address, active, on sale, sold and
 * other; an inactive stand's row is tinted, its button reads 'Ativar' and its
 * counts '---'. Empty: 'Não existem stands associados a esta empresa'.
 */
import { Button, Center, HStack, Spinner, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import type { Stand } from '../../domain/entities';
import { can } from '../../domain/permissions';
import { toggleSort, type SortState } from '../../domain/stock';
import { adminPaths } from '../../ui/admin-paths';
import { ListEmpty } from '../../ui/list-empty';
import { DataTable } from '../../ui/data-table';
import { sortRows, type DataColumn } from '../../ui/data-table-types';
import { STAND_TEXTS } from './stand-texts';
import { countText, useCompanyStandCounts, type StandCounts } from './use-stand-counts';
import { activationLabel, useStandActivation } from './use-stand-activation';

export const STAND_SORT_KEYS = ['name', 'location', 'address', 'active', 'onSale', 'sold', 'other'] as const;
export type StandSortKey = (typeof STAND_SORT_KEYS)[number];

interface Row {
  stand: Stand;
  counts: StandCounts | null;
}

function sortValue({ stand, counts }: Row, key: StandSortKey) {
  switch (key) {
    case 'name':
    case 'location':
    case 'address':
      return stand[key];
    case 'active':
      return stand.active;
    case 'onSale':
      return stand.active ? counts?.inSale : null;
    case 'sold':
      return stand.active ? counts?.sold : null;
    case 'other':
      return stand.active ? counts?.others : null;
  }
}

export function CompanyStandList({ companyUuid }: { companyUuid: string }) {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const canWrite = can(user, 'stand.write');
  const [sort, setSort] = useState<SortState<StandSortKey>>({ key: 'name', direction: 'asc' });
  const { toggle, dialog } = useStandActivation();
  const stands = useLiveQuery(
    () => mirror().stands.where('companyUuid').equals(companyUuid).toArray(),
    [companyUuid, user?.uuid],
  );
  const counts = useCompanyStandCounts(companyUuid, stands);

  const rows = useMemo(
    () =>
      stands
        ? sortRows(
            stands.map((stand) => ({ stand, counts: counts?.get(stand.uuid) ?? null })),
            sort,
            sortValue,
          )
        : undefined,
    [stands, counts, sort],
  );

  const columns: DataColumn<Row, StandSortKey>[] = [
    {
      id: 'name',
      header: 'Nome',
      ratio: 1.6,
      pin: 'start',
      sortKey: 'name',
      cell: ({ stand }) => stand.name,
    },
    { id: 'location', header: 'Localização', sortKey: 'location', cell: ({ stand }) => stand.location },
    {
      id: 'address',
      header: 'Morada',
      ratio: 1.6,
      sortKey: 'address',
      cell: ({ stand }) => stand.address ?? '—',
    },
    {
      id: 'active',
      header: 'Estado',
      sortKey: 'active',
      cell: ({ stand }) =>
        canWrite ? (
          <Button
            size="sm"
            minH="11"
            variant="outline"
            colorPalette={stand.active ? 'red' : 'green'}
            data-testid="stand-activation"
            onClick={(e) => {
              e.stopPropagation();
              toggle(stand);
            }}
          >
            {activationLabel(stand)}
          </Button>
        ) : stand.active ? (
          'Ativo'
        ) : (
          'Inativo'
        ),
    },
    {
      id: 'onSale',
      header: 'Em venda',
      ratio: 0.8,
      sortKey: 'onSale',
      cell: ({ stand, counts: c }) => countText(stand, c?.inSale),
    },
    {
      id: 'sold',
      header: 'Vendidos',
      ratio: 0.8,
      sortKey: 'sold',
      cell: ({ stand, counts: c }) => countText(stand, c?.sold),
    },
    {
      id: 'other',
      header: 'Outros',
      ratio: 0.8,
      sortKey: 'other',
      cell: ({ stand, counts: c }) => countText(stand, c?.others),
    },
  ];

  const create = canWrite ? () => navigate(adminPaths.newStand(companyUuid)) : undefined;

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
          testId="stands-empty"
          text={STAND_TEXTS.empty}
          actionLabel="Criar stand"
          onAction={create}
        />
      ) : (
        <>
          {create ? (
            <HStack justify="flex-end">
              <Button colorPalette="red" minH="11" onClick={create}>
                Criar stand
              </Button>
            </HStack>
          ) : null}
          <DataTable
            label="Lista de Stands"
            testId="stands"
            columns={columns}
            rows={rows}
            rowKey={(r) => r.stand.uuid}
            sort={sort}
            onSort={(key) => setSort(toggleSort(sort, key))}
            onOpen={(r) => navigate(adminPaths.stand(r.stand.uuid))}
            inactive={(r) => !r.stand.active}
          />
        </>
      )}
      {dialog}
    </Stack>
  );
}
