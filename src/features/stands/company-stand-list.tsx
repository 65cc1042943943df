/**
 * 'Lista de Stands' of the company page (spec 01 §2, §4, §9): the company's
 * stands, sortable by name, location, address, active, on sale, sold and
 * other; an inactive stand's row is tinted, its button reads 'Ativar' and its
 * counts '---'. Empty: 'Não existem stands associados a esta empresa'.
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import type { Stand } from '../../domain/entities';
import { can } from '../../domain/permissions';
import { activationColumn } from '../../ui/activation-button';
import { adminPaths } from '../../ui/admin-paths';
import { ResourceList, type ResourceColumn } from '../../ui/resource-list';
import { STAND_TEXTS } from './stand-texts';
import { countText, useCompanyStandCounts, type StandCounts } from './use-stand-counts';
import { useStandActivation } from './use-stand-activation';

interface Row {
  uuid: string;
  stand: Stand;
  counts: StandCounts | null;
}

/** A count column: '---' for an inactive stand, which also sorts last. */
const countColumn = (id: string, header: string, of: keyof StandCounts): ResourceColumn<Row> => ({
  id,
  header,
  ratio: 0.8,
  sortValue: ({ stand, counts }) => (stand.active ? counts?.[of] : null),
  cell: ({ stand, counts }) => countText(stand, counts?.[of]),
});

function standColumns(canWrite: boolean, toggle: (stand: Stand) => void): ResourceColumn<Row>[] {
  return [
    {
      id: 'name',
      header: 'Nome',
      ratio: 1.6,
      pin: 'start',
      sortValue: ({ stand }) => stand.name,
      cell: ({ stand }) => stand.name,
    },
    {
      id: 'location',
      header: 'Localização',
      sortValue: ({ stand }) => stand.location,
      cell: ({ stand }) => stand.location,
    },
    {
      id: 'address',
      header: 'Morada',
      ratio: 1.6,
      sortValue: ({ stand }) => stand.address,
      cell: ({ stand }) => stand.address ?? '—',
    },
    activationColumn<Row>({
      active: (r) => r.stand.active,
      canToggle: () => canWrite,
      onToggle: (r) => toggle(r.stand),
      testId: 'stand-activation',
    }),
    countColumn('onSale', 'Em venda', 'inSale'),
    countColumn('sold', 'Vendidos', 'sold'),
    countColumn('other', 'Outros', 'others'),
  ];
}

export function CompanyStandList({ companyUuid }: { companyUuid: string }) {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const canWrite = can(user, 'stand.write');
  const { toggle, dialog } = useStandActivation();
  const stands = useLiveQuery(
    () => mirror().stands.where('companyUuid').equals(companyUuid).toArray(),
    [companyUuid, user?.uuid],
  );
  const counts = useCompanyStandCounts(companyUuid, stands);
  const rows = useMemo(
    () => stands?.map((stand) => ({ uuid: stand.uuid, stand, counts: counts?.get(stand.uuid) ?? null })),
    [stands, counts],
  );

  return (
    <ResourceList
      records={rows}
      columns={standColumns(canWrite, toggle)}
      testId="stands"
      texts={STAND_TEXTS}
      openPath={adminPaths.stand}
      inactive={(r) => !r.stand.active}
      onCreate={canWrite ? () => navigate(adminPaths.newStand(companyUuid)) : undefined}
    >
      {dialog}
    </ResourceList>
  );
}
