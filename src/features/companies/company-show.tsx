/**
 * The company page (spec 01 §2 "Company detail"): four tabs, 'Detalhes
 * Gerais', 'Lista de Stands', 'Lista de Utilizadores' and 'Lista de
 * Fornecedores'; the lists show only when not editing. The lists and the
 * financing companies belong to their own features: the app passes them in
 * as panels. Sub-routes '/', '/company-details' and '/create-company' (the
 * details already in edit mode); anything else is 'Page not found'.
 */
import { Button, Tabs } from '@chakra-ui/react';
import { useState, type ComponentType } from 'react';
import { Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { mirror, useLiveQuery, type CompanyRecord } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { MSG } from '../../domain/messages';
import { can } from '../../domain/permissions';
import { adminPaths, COMPANY_TABS, type CompanyTab } from '../../ui/admin-paths';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DetailLayout, DetailPage } from '../../ui/detail-layout';
import { PageHeader } from '../../ui/page-header';
import { toastError, toastSuccess } from '../../ui/toaster';
import { deleteCompany } from './actions/company-writes';
import { CompanyDetailsTab } from './company-details-tab';

export const COMPANY_MISSING = 'Esta empresa não existe';
export const COMPANY_DELETED = 'Empresa apagada com successo';
export const COMPANY_DELETE_ERROR = 'Erro ao tentar apagar a empresa. Por favor tente mais tarde';

export interface CompanyPanelProps {
  companyUuid: string;
}
export type CompanyPanel = ComponentType<CompanyPanelProps>;
export interface CompanyPanels {
  stands: CompanyPanel;
  users: CompanyPanel;
  suppliers: CompanyPanel;
  financials: CompanyPanel;
}

const TAB_LABELS: Record<CompanyTab, string> = {
  details: 'Detalhes Gerais',
  stands: 'Lista de Stands',
  users: 'Lista de Utilizadores',
  suppliers: 'Lista de Fornecedores',
};

export function CompanyShow({ panels }: { panels: CompanyPanels }) {
  return (
    <Routes>
      <Route index element={<CompanyPage panels={panels} />} />
      <Route path="company-details" element={<CompanyPage panels={panels} />} />
      <Route path="create-company" element={<CompanyPage panels={panels} startEditing />} />
      <Route path="*" element={<PageHeader title={MSG.pageNotFound} />} />
    </Routes>
  );
}

function isTab(value: string | null): value is CompanyTab {
  return (COMPANY_TABS as readonly (string | null)[]).includes(value);
}

function CompanyPage({ panels, startEditing = false }: { panels: CompanyPanels; startEditing?: boolean }) {
  const { companyId = '' } = useParams();
  const user = useSessionStore((s) => s.user);
  const company = useLiveQuery(
    async () => (await mirror().companies.get(companyId)) ?? null,
    [companyId, user?.uuid],
  );
  return (
    <DetailLayout
      // A deleted company (inactive) is gone for the user too.
      record={company === undefined ? undefined : company?.active ? company : null}
      missingTitle="Empresa"
      missingText={COMPANY_MISSING}
      testId="company"
    >
      {(found) => <CompanyDetails company={found} panels={panels} startEditing={startEditing} />}
    </DetailLayout>
  );
}

interface CompanyDetailsProps {
  company: CompanyRecord;
  panels: CompanyPanels;
  startEditing: boolean;
}

function CompanyDetails({ company, panels, startEditing }: CompanyDetailsProps) {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const [params, setParams] = useSearchParams();
  // Held here: the lists' tabs hide while the details are edited.
  const [editing, setEditing] = useState(startEditing);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const requested = params.get('tab');
  const tab: CompanyTab = editing ? 'details' : isTab(requested) ? requested : 'details';
  const shownTabs = editing ? (['details'] as const) : COMPANY_TABS;
  const setTab = (next: string) => setParams(next === 'details' ? {} : { tab: next }, { replace: true });

  const remove = async () => {
    setConfirmDelete(false);
    try {
      await deleteCompany(company);
      toastSuccess(COMPANY_DELETED);
      navigate(adminPaths.companies());
    } catch {
      toastError(COMPANY_DELETE_ERROR);
    }
  };

  const panelOf: Record<Exclude<CompanyTab, 'details'>, CompanyPanel> = {
    stands: panels.stands,
    users: panels.users,
    suppliers: panels.suppliers,
  };

  return (
    <DetailPage
      title={company.name}
      testId="company-show"
      headerActions={
        can(user, 'company.manage') && !editing ? (
          <Button
            variant="outline"
            colorPalette="red"
            minH="11"
            onClick={() => setConfirmDelete(true)}
            data-testid="company-delete"
          >
            Eliminar empresa
          </Button>
        ) : null
      }
    >
      <Tabs.Root
        value={tab}
        onValueChange={(e) => setTab(e.value)}
        lazyMount
        unmountOnExit
        colorPalette="red"
        variant="line"
      >
        {/* Four long labels do not fit a phone: the list scrolls sideways rather than squeezing them. */}
        <Tabs.List overflowX="auto" overflowY="hidden" data-testid="company-tabs">
          {shownTabs.map((t) => (
            <Tabs.Trigger key={t} value={t} minH="11" whiteSpace="nowrap" flexShrink="0">
              {TAB_LABELS[t]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="details">
          <CompanyDetailsTab
            company={company}
            editing={editing}
            onEditingChange={setEditing}
            financials={panels.financials}
          />
        </Tabs.Content>
        {editing
          ? null
          : (['stands', 'users', 'suppliers'] as const).map((t) => {
              const Panel = panelOf[t];
              return (
                <Tabs.Content key={t} value={t}>
                  <Panel companyUuid={company.uuid} />
                </Tabs.Content>
              );
            })}
      </Tabs.Root>
      <ConfirmDialog
        open={confirmDelete}
        title="Eliminar empresa"
        text={`Tem a certeza que quer eliminar a empresa ${company.name}?`}
        confirmLabel="Eliminar"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => void remove()}
      />
    </DetailPage>
  );
}
