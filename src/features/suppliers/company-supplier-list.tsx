/**
 * 'Lista de Fornecedores' of the company page (spec 02 §2 "Suppliers"):
 * sortable by name, frequent and number of vehicles (the last from
 * GET /api/suppliers/company/{id} while online, '—' otherwise). Empty:
 * 'Não existem fornecedores associados a esta empresa'.
 */
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { request } from '../../data/api';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { useSyncStore } from '../../data/sync';
import type { Supplier } from '../../domain/entities';
import { can } from '../../domain/permissions';
import { adminPaths } from '../../ui/admin-paths';
import { ResourceList, type ResourceColumn } from '../../ui/resource-list';
import { toastError } from '../../ui/toaster';
import { useOnlineQuery } from '../../ui/use-online-query';
import { SUPPLIER_TEXTS } from './supplier-texts';

interface Row {
  uuid: string;
  supplier: Supplier;
  numberVehicles: number | null;
}

const COLUMNS: ResourceColumn<Row>[] = [
  {
    id: 'name',
    header: 'Nome',
    ratio: 2,
    pin: 'start',
    sortValue: (r) => r.supplier.name,
    cell: (r) => r.supplier.name,
  },
  {
    id: 'isFrequent',
    header: 'É frequente',
    sortValue: (r) => r.supplier.isFrequent,
    cell: (r) => (r.supplier.isFrequent ? 'Sim' : 'Não'),
  },
  { id: 'phone', header: 'Telefone', cell: (r) => r.supplier.phone ?? '—' },
  { id: 'email', header: 'E-mail', ratio: 1.6, cell: (r) => r.supplier.email ?? '—' },
  {
    id: 'numberVehicles',
    header: 'Número de veículos',
    sortValue: (r) => r.numberVehicles,
    cell: (r) => r.numberVehicles ?? '—',
  },
];

export function CompanySupplierList({ companyUuid }: { companyUuid: string }) {
  const navigate = useNavigate();
  const actor = useSessionStore((s) => s.user);
  const online = useSyncStore((s) => s.online);
  const suppliers = useLiveQuery(
    () => mirror().suppliers.where('companyUuid').equals(companyUuid).toArray(),
    [companyUuid, actor?.uuid],
  );
  const key = suppliers
    ? `${companyUuid}:${suppliers.map((s) => `${s.uuid}@${s.rowVersion}`).join(',')}`
    : null;
  const counts = useOnlineQuery(
    key,
    online,
    async () => {
      const answer = await request((api) =>
        api
          .get(`suppliers/company/${companyUuid}`)
          .json<{ suppliers: { uuid: string; numberVehicles?: number }[] }>(),
      );
      return new Map(answer.suppliers.map((s) => [s.uuid, s.numberVehicles ?? 0]));
    },
    () => toastError(SUPPLIER_TEXTS.listError),
  );
  const countMap = counts.status === 'ready' ? counts.data : null;

  const rows = useMemo(
    () =>
      suppliers?.map((supplier) => ({
        uuid: supplier.uuid,
        supplier,
        numberVehicles: countMap?.get(supplier.uuid) ?? null,
      })),
    [suppliers, countMap],
  );

  return (
    <ResourceList
      records={rows}
      columns={COLUMNS}
      testId="suppliers"
      texts={SUPPLIER_TEXTS}
      openPath={adminPaths.supplier}
      onCreate={
        can(actor, 'supplier.create') ? () => navigate(adminPaths.newSupplier(companyUuid)) : undefined
      }
    />
  );
}
