/**
 * A company's financing companies (spec 02 §2 "Financing companies"): a list
 * sortable by name and code, added and changed in the financial modal,
 * deleted after a confirmation. Shown in 'Detalhes Gerais' of the company
 * page and on /superuser/company/{companyId}/financials/.
 */
import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { can } from '../../domain/permissions';
import type { Financial } from '../../domain/types';
import { ResourceList, type ResourceColumn } from '../../ui/resource-list';
import { toastedWrite } from '../../ui/toasted-write';
import { useConfirmedWrite } from '../../ui/use-confirmed-write';
import { createFinancial, deleteFinancial, updateFinancial } from './actions/financial-writes';
import { FinancialModal } from './financial-modal';

export const FINANCIAL_TEXTS = {
  list: 'Financeiras',
  create: 'Adicionar financeira',
  empty: 'Não existem financeiras associadas a esta empresa',
  saved: 'Informação guardada com sucesso',
  saveError: 'Erro ao tentar gravar a financeira. Por favor tente mais tarde',
  deleted: 'Financeira eliminada com sucesso',
} as const;

export function CompanyFinancials({ companyUuid }: { companyUuid: string }) {
  const user = useSessionStore((s) => s.user);
  const canWrite = can(user, 'financial.write');
  const [editing, setEditing] = useState<Financial | 'new' | null>(null);
  const financials = useLiveQuery(
    () => mirror().financials.where('companyUuid').equals(companyUuid).toArray(),
    [companyUuid, user?.uuid],
  );

  const save = (input: { name: string; code: string }) =>
    toastedWrite(
      () =>
        editing === 'new' || editing === null
          ? createFinancial(companyUuid, input)
          : updateFinancial(editing, input),
      { done: FINANCIAL_TEXTS.saved, error: FINANCIAL_TEXTS.saveError },
    );
  const remove = useConfirmedWrite<Financial>({
    title: 'Eliminar financeira',
    text: (financial) => `Tem a certeza que quer eliminar a financeira ${financial?.name ?? ''}?`,
    confirmLabel: 'Eliminar',
    write: deleteFinancial,
    texts: { done: FINANCIAL_TEXTS.deleted, error: FINANCIAL_TEXTS.saveError },
  });

  const columns: ResourceColumn<Financial>[] = [
    { id: 'name', header: 'Nome', ratio: 2, pin: 'start', sortValue: (f) => f.name, cell: (f) => f.name },
    { id: 'code', header: 'Código (BIC)', ratio: 1.2, sortValue: (f) => f.code, cell: (f) => f.code },
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
          <Button size="sm" minH="11" variant="ghost" colorPalette="red" onClick={() => remove.ask(f)}>
            Eliminar
          </Button>
        </HStack>
      ),
    });
  }

  return (
    <ResourceList
      records={financials}
      columns={columns}
      testId="financials"
      texts={FINANCIAL_TEXTS}
      onCreate={canWrite ? () => setEditing('new') : undefined}
      placement="section"
      containerTestId="company-financials"
    >
      <FinancialModal
        open={editing !== null}
        financial={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSave={save}
      />
      {remove.dialog}
    </ResourceList>
  );
}
