/**
 * '/admin/activity': the caller's own company's 'Registo de atividade' for its ADMIN, who has no
 * company page (that page, and its tab of the same name, is the super user's).
 */
import { Box } from '@chakra-ui/react';
import { useSessionStore } from '../../data/session';
import { PageHeader } from '../../ui/page-header';
import { AUDIT_TEXTS } from './audit-texts';
import { CompanyActivity } from './company-activity';

export function ActivityPage() {
  const companyUuid = useSessionStore((s) => s.user?.companyUuid ?? null);
  return (
    <Box p={{ base: '4', md: '6' }}>
      <PageHeader title={AUDIT_TEXTS.title} />
      {companyUuid ? <CompanyActivity companyUuid={companyUuid} /> : AUDIT_TEXTS.noCompany}
    </Box>
  );
}
