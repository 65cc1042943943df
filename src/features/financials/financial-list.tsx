/** /superuser/company/{companyId}/financials/ (spec 01 §2): the financing companies of one company. */
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { Route, Routes, useParams } from 'react-router-dom';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { MSG } from '../../domain/messages';
import { PageHeader } from '../../ui/page-header';
import { CompanyFinancials } from './company-financials';

export function FinancialList() {
  return (
    <Routes>
      <Route index element={<FinancialPage />} />
      <Route path="*" element={<PageHeader title={MSG.pageNotFound} />} />
    </Routes>
  );
}

function FinancialPage() {
  const { companyId = '' } = useParams();
  const userUuid = useSessionStore((s) => s.user?.uuid);
  const company = useLiveQuery(
    async () => (await mirror().companies.get(companyId)) ?? null,
    [companyId, userUuid],
  );
  if (company === undefined) {
    return (
      <Center py="16">
        <Spinner size="lg" role="status" aria-label="A carregar" />
      </Center>
    );
  }
  return (
    <Stack gap="4" px={{ base: '2', md: '6' }} pb="24">
      <PageHeader title={company ? `Financeiras — ${company.name}` : 'Financeiras'} />
      {company?.active ? (
        <CompanyFinancials companyUuid={company.uuid} />
      ) : (
        <Center py="16">
          <Text fontSize="lg">Esta empresa não existe</Text>
        </Center>
      )}
    </Stack>
  );
}
