/**
 * 'Lista de Fornecedores' of the company page (spec 02 §2 "Suppliers"):
 * sortable by name, frequent and number of vehicles (the last from
 * GET /api/suppliers/company/{id} while online, '—' otherwise). Empty:
 * 'Não existem fornecedores associados a esta empresa'.
 */
import { Button, Center, HStack, Spinner, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { request } from '../../data/api';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { useSyncStore } from '../../data/sync';
import type { Supplier } from '../../domain/entities';
import { can } from '../../domain/permissions';
import { toggleSort, type SortState } from '../../domain/stock';
import { adminPaths } from '../../ui/admin-paths';
import { ListEmpty } from '../../ui/list-empty';
import { DataTable } from '../../ui/data-table';
import { sortRows, type DataColumn } from '../../ui/data-table-types';
import { toastError } from '../../ui/toaster';
import { useOnlineQuery } from '../../ui/use-online-query';
import { SUPPLIER_TEXTS } from './supplier-texts';

export const SUPPLIER_SORT_KEYS = ['name', 'isFrequent', 'numberVehicles'] as const;
export type SupplierSortKey = (typeof SUPPLIER_SORT_KEYS)[number];

interface Row {
  supplier: Supplier;
  numberVehicles: number | null;
}

function sortValue({ supplier, numberVehicles }: Row, key: SupplierSortKey) {
  if (key === 'name') return supplier.name;
  if (key === 'isFrequent') return supplier.isFrequent;
  return numberVehicles;
}

const COLUMNS: DataColumn<Row, SupplierSortKey>[] = [
  { id: 'name', header: 'Nome', ratio: 2, pin: 'start', sortKey: 'name', cell: (r) => r.supplier.name },
  {
    id: 'isFrequent',
    header: 'É frequente',
    sortKey: 'isFrequent',
    cell: (r) => (r.supplier.isFrequent ? 'Sim' : 'Não'),
  },
  { id: 'phone', header: 'Telefone', cell: (r) => r.supplier.phone ?? '—' },
  { id: 'email', header: 'E-mail', ratio: 1.6, cell: (r) => r.supplier.email ?? '—' },
  {
    id: 'numberVehicles',
    header: 'Número de veículos',
    sortKey: 'numberVehicles',
    cell: (r) => r.numberVehicles ?? '—',
  },
];

export function CompanySupplierList({ companyUuid }: { companyUuid: string }) {
  const navigate = useNavigate();
  const actor = useSessionStore((s) => s.user);
  const online = useSyncStore((s) => s.online);
  const [sort, setSort] = useState<SortState<SupplierSortKey>>({ key: 'name', direction: 'asc' });
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
      suppliers
        ? sortRows(
            suppliers.map((supplier) => ({ supplier, numberVehicles: countMap?.get(supplier.uuid) ?? null })),
            sort,
            sortValue,
          )
        : undefined,
    [suppliers, countMap, sort],
  );
  const create = can(actor, 'supplier.create')
    ? () => navigate(adminPaths.newSupplier(companyUuid))
    : undefined;

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
          testId="suppliers-empty"
          text={SUPPLIER_TEXTS.empty}
          actionLabel="Criar fornecedor"
          onAction={create}
        />
      ) : (
        <>
          {create ? (
            <HStack justify="flex-end">
              <Button colorPalette="red" minH="11" onClick={create}>
                Criar fornecedor
              </Button>
            </HStack>
          ) : null}
          <DataTable
            label="Lista de Fornecedores"
            testId="suppliers"
            columns={COLUMNS}
            rows={rows}
            rowKey={(r) => r.supplier.uuid}
            sort={sort}
            onSort={(k) => setSort(toggleSort(sort, k))}
            onOpen={(r) => navigate(adminPaths.supplier(r.supplier.uuid))}
          />
        </>
      )}
    </Stack>
  );
}
