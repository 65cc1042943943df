/**
 * The company page (spec 01 §2 "Company detail"): four tabs, 'Detalhes
 * Gerais', 'Lista de Stands', 'Lista de Utilizadores' and 'Lista de
 * Fornecedores' (and 'Registo de atividade' for who may read it, issue 22 §7); the lists show
 * only when not editing. The lists and the
 * financing companies belong to their own features: the app passes them in
 * as panels. Sub-routes '/', '/company-details' and '/create-company' (the
 * details already in edit mode); anything else is 'Page not found'.
 */
import { useState, type ComponentType } from 'react';
import { Route, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { mirror, useLiveQuery, type CompanyRecord } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { can } from '../../domain/permissions';
import { adminPaths, COMPANY_TABS, type CompanyTab } from '../../ui/admin-paths';
import { DeleteButton } from '../../ui/delete-button';
import { DetailLayout, DetailPage } from '../../ui/detail-layout';
import { PageTabs } from '../../ui/page-tabs';
import { ScreenRoutes } from '../../ui/screen-routes';
import { useConfirmedWrite } from '../../ui/use-confirmed-write';
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
  /** 'Registo de atividade' (issue 22 §7), shown to 'audit.read' only. */
  activity: CompanyPanel;
}

const TAB_LABELS: Record<CompanyTab, string> = {
  details: 'Detalhes Gerais',
  stands: 'Lista de Stands',
  users: 'Lista de Utilizadores',
  suppliers: 'Lista de Fornecedores',
  activity: 'Registo de atividade',
};

export function CompanyShow({ panels }: { panels: CompanyPanels }) {
  return (
    <ScreenRoutes
      more={
        <>
          <Route path="company-details" element={<CompanyPage panels={panels} />} />
          <Route path="create-company" element={<CompanyPage panels={panels} startEditing />} />
        </>
      }
    >
      <CompanyPage panels={panels} />
    </ScreenRoutes>
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

  const requested = params.get('tab');
  const allowedTabs = COMPANY_TABS.filter((t) => t !== 'activity' || can(user, 'audit.read'));
  const tab: CompanyTab =
    !editing && isTab(requested) && allowedTabs.includes(requested) ? requested : 'details';
  const shownTabs = editing ? (['details'] as const) : allowedTabs;
  const setTab = (next: string) => setParams(next === 'details' ? {} : { tab: next }, { replace: true });

  const remove = useConfirmedWrite<CompanyRecord>({
    title: 'Eliminar empresa',
    text: () => `Tem a certeza que quer eliminar a empresa ${company.name}?`,
    confirmLabel: 'Eliminar',
    write: deleteCompany,
    texts: { done: COMPANY_DELETED, error: COMPANY_DELETE_ERROR },
    after: () => navigate(adminPaths.companies()),
  });

  const panel = (t: CompanyTab) => {
    if (t === 'details') {
      return (
        <CompanyDetailsTab
          company={company}
          editing={editing}
          onEditingChange={setEditing}
          financials={panels.financials}
        />
      );
    }
    const List = panels[t];
    return <List companyUuid={company.uuid} />;
  };

  return (
    <DetailPage
      title={company.name}
      testId="company-show"
      headerActions={
        can(user, 'company.manage') && !editing ? (
          <DeleteButton
            label="Eliminar empresa"
            onClick={() => remove.ask(company)}
            testId="company-delete"
          />
        ) : null
      }
    >
      <PageTabs
        value={tab}
        onChange={setTab}
        tabs={shownTabs}
        labels={TAB_LABELS}
        testId="company-tabs"
        panel={panel}
      />
      {remove.dialog}
    </DetailPage>
  );
}
