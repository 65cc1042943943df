/**
 * A company's financing companies (spec 02 §2 "Financing companies"): a list
 * sortable by name and code, added and changed in the financial modal,
 * deleted after a confirmation. Shown in 'Detalhes Gerais' of the company
 * page and on /superuser/company/{companyId}/financials/.
 */
import { Button, Center, HStack, Spinner, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { can } from '../../domain/permissions';
import { toggleSort, type SortState } from '../../domain/stock';
import type { Financial } from '../../domain/types';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ListEmpty } from '../../ui/list-empty';
import { DataTable } from '../../ui/data-table';
import { sortRows, type DataColumn } from '../../ui/data-table-types';
import { toastError, toastSuccess } from '../../ui/toaster';
import { createFinancial, deleteFinancial, updateFinancial } from './actions/financial-writes';
import { FinancialModal } from './financial-modal';

export const FINANCIAL_TEXTS = {
  empty: 'Não existem financeiras associadas a esta empresa',
  saved: 'Informação guardada com sucesso',
  saveError: 'Erro ao tentar gravar a financeira. Por favor tente mais tarde',
  deleted: 'Financeira eliminada com sucesso',
} as const;

export const FINANCIAL_SORT_KEYS = ['name', 'code'] as const;
export type FinancialSortKey = (typeof FINANCIAL_SORT_KEYS)[number];

export function CompanyFinancials({ companyUuid }: { companyUuid: string }) {
  const user = useSessionStore((s) => s.user);
  const canWrite = can(user, 'financial.write');
  const [sort, setSort] = useState<SortState<FinancialSortKey>>({ key: 'name', direction: 'asc' });
  const [editing, setEditing] = useState<Financial | 'new' | null>(null);
  const [removing, setRemoving] = useState<Financial | null>(null);
  const financials = useLiveQuery(
    () => mirror().financials.where('companyUuid').equals(companyUuid).toArray(),
    [companyUuid, user?.uuid],
  );
  const rows = useMemo(
    () => (financials ? sortRows(financials, sort, (f, key) => f[key]) : undefined),
    [financials, sort],
  );

  const save = async (input: { name: string; code: string }) => {
    try {
      if (editing === 'new' || editing === null) await createFinancial(companyUuid, input);
      else await updateFinancial(editing, input);
      toastSuccess(FINANCIAL_TEXTS.saved);
    } catch {
      toastError(FINANCIAL_TEXTS.saveError);
    }
  };

  const remove = async (financial: Financial) => {
    setRemoving(null);
    try {
      await deleteFinancial(financial);
      toastSuccess(FINANCIAL_TEXTS.deleted);
    } catch {
      toastError(FINANCIAL_TEXTS.saveError);
    }
  };

  const columns: DataColumn<Financial, FinancialSortKey>[] = [
    { id: 'name', header: 'Nome', ratio: 2, pin: 'start', sortKey: 'name', cell: (f) => f.name },
    { id: 'code', header: 'Código (BIC)', ratio: 1.2, sortKey: 'code', cell: (f) => f.code },
  ];
  if (canWrite) {
    columns.push({
      id: 'actions',
      header: '',
      ratio: 1.4,
      cell: (f) => (
        <HStack gap="1">
          <Button size="sm" minH="11" variant="ghost" onClick={() => setEditing(f)}>
            Editar
          </Button>
          <Button size="sm" minH="11" variant="ghost" colorPalette="red" onClick={() => setRemoving(f)}>
            Eliminar
          </Button>
        </HStack>
      ),
    });
  }
  const add = canWrite ? () => setEditing('new') : undefined;

  if (!rows) {
    return (
      <Center py="8">
        <Spinner role="status" aria-label="A carregar" />
      </Center>
    );
  }
  return (
    <Stack gap="3" data-testid="company-financials">
      {rows.length === 0 ? (
        <ListEmpty
          testId="financials-empty"
          text={FINANCIAL_TEXTS.empty}
          actionLabel="Adicionar financeira"
          onAction={add}
        />
      ) : (
        <>
          {add ? (
            <HStack justify="flex-end">
              <Button colorPalette="red" minH="11" onClick={add}>
                Adicionar financeira
              </Button>
            </HStack>
          ) : null}
          <DataTable
            label="Financeiras"
            testId="financials"
            columns={columns}
            rows={rows}
            rowKey={(f) => f.uuid}
            sort={sort}
            onSort={(key) => setSort(toggleSort(sort, key))}
          />
        </>
      )}
      <FinancialModal
        open={editing !== null}
        financial={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Eliminar financeira"
        text={`Tem a certeza que quer eliminar a financeira ${removing?.name ?? ''}?`}
        confirmLabel="Eliminar"
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      />
    </Stack>
  );
}
