/** /superuser/company/{companyId}/financials/ (spec 01 §2): the financing companies of one company. */
import { Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { Loading } from '../../ui/loading';
import { MissingText } from '../../ui/missing-text';
import { PageHeader } from '../../ui/page-header';
import { ScreenRoutes } from '../../ui/screen-routes';
import { CompanyFinancials } from './company-financials';

export function FinancialList() {
  return (
    <ScreenRoutes>
      <FinancialPage />
    </ScreenRoutes>
  );
}

function FinancialPage() {
  const { companyId = '' } = useParams();
  const userUuid = useSessionStore((s) => s.user?.uuid);
  const company = useLiveQuery(
    async () => (await mirror().companies.get(companyId)) ?? null,
    [companyId, userUuid],
  );
  if (company === undefined) return <Loading />;
  return (
    <Stack gap="4" px={{ base: '2', md: '6' }} pb="24">
      <PageHeader title={company ? `Financeiras — ${company.name}` : 'Financeiras'} />
      {company?.active ? (
        <CompanyFinancials companyUuid={company.uuid} />
      ) : (
        <MissingText text="Esta empresa não existe" />
      )}
    </Stack>
  );
}
