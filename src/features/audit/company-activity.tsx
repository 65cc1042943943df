/**
 * 'Registo de atividade' (issue 22 §7): a company's audit trail, newest first, read online
 * through GET /api/audit/company/{id} (it is never mirrored: the device keeps no one's login
 * history), with the action and a date span as filters and older events on demand. For the
 * company's ADMIN and the super user ('audit.read'); offline it says it needs the network.
 */
import {
  Box,
  Button,
  Center,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { request } from '../../data/api';
import { useSyncStore } from '../../data/sync';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditPage } from '../../domain/audit';
import { DataTable } from '../../ui/data-table';
import { FilterField } from '../../ui/filter-field';
import { FilterSelect } from '../../ui/filter-select';
import { useOnlineQuery } from '../../ui/use-online-query';
import { AUDIT_COLUMNS } from './audit-columns';
import { AUDIT_TEXTS } from './audit-texts';

/** Events a page shows first; 'Mostrar mais antigos' adds as many again (the server's cap: 500). */
export const AUDIT_PAGE_SIZE = 50;
const MAX_LIMIT = 500;

const ACTION_OPTIONS = AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABELS[a] }));

interface Filters {
  action: string;
  /** YYYY-MM-DD, the user's own days; '' = no bound. */
  from: string;
  to: string;
}

/** The query string: dates become instants of the user's midnight (`to` inclusive: the next one). */
function searchParams(filters: Filters, limit: number): Record<string, string> {
  const params: Record<string, string> = { limit: String(limit) };
  if (filters.action) params.action = filters.action;
  if (filters.from) params.from = new Date(`${filters.from}T00:00:00`).toISOString();
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00`);
    // The next midnight by the calendar: a day of 23 or 25 hours is still one day.
    end.setDate(end.getDate() + 1);
    params.to = end.toISOString();
  }
  return params;
}

export function CompanyActivity({ companyUuid }: { companyUuid: string }) {
  const online = useSyncStore((s) => s.online);
  const [filters, setFilters] = useState<Filters>({ action: '', from: '', to: '' });
  const [limit, setLimit] = useState(AUDIT_PAGE_SIZE);
  const params = searchParams(filters, limit);
  const query = useOnlineQuery(`${companyUuid}?${new URLSearchParams(params).toString()}`, online, () =>
    request((api) => api.get(`audit/company/${companyUuid}`, { searchParams: params }).json<AuditPage>()),
  );
  const setFilter = (key: keyof Filters) => (value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setLimit(AUDIT_PAGE_SIZE);
  };

  let body;
  if (query.status === 'offline') {
    body = (
      <Text color="fg.muted" data-testid="audit-offline">
        {AUDIT_TEXTS.offline}
      </Text>
    );
  } else if (query.status === 'loading') {
    body = (
      <Center py="8" gap="3" data-testid="audit-loading">
        <Spinner size="sm" />
        <Text>{AUDIT_TEXTS.loading}</Text>
      </Center>
    );
  } else if (query.status === 'error') {
    body = (
      <Text color="fg.error" data-testid="audit-error">
        {AUDIT_TEXTS.error}
      </Text>
    );
  } else {
    const { events, nextBefore } = query.data;
    body = (
      <Stack gap="3">
        <DataTable
          label={AUDIT_TEXTS.list}
          testId="audit"
          columns={AUDIT_COLUMNS}
          rows={events}
          rowKey={(e) => String(e.id)}
          inactive={(e) => e.outcome !== 'SUCCESS'}
          sort={null}
          onSort={() => undefined}
          empty={
            <Text color="fg.muted" data-testid="audit-empty">
              {AUDIT_TEXTS.empty}
            </Text>
          }
        />
        {nextBefore !== null && limit < MAX_LIMIT ? (
          <HStack>
            <Button
              variant="outline"
              onClick={() => setLimit((n) => Math.min(n + AUDIT_PAGE_SIZE, MAX_LIMIT))}
              data-testid="audit-more"
            >
              {AUDIT_TEXTS.more}
            </Button>
          </HStack>
        ) : null}
      </Stack>
    );
  }

  return (
    <Box pt="4" data-testid="company-activity">
      <Heading as="h2" srOnly>
        {AUDIT_TEXTS.title}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" mb="4">
        <FilterSelect
          label={AUDIT_TEXTS.action}
          anyLabel={AUDIT_TEXTS.anyAction}
          options={ACTION_OPTIONS}
          value={filters.action}
          onChange={setFilter('action')}
        />
        <DateFilter label={AUDIT_TEXTS.from} value={filters.from} onChange={setFilter('from')} />
        <DateFilter label={AUDIT_TEXTS.to} value={filters.to} onChange={setFilter('to')} />
      </SimpleGrid>
      {body}
    </Box>
  );
}

function DateFilter(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <FilterField label={props.label}>
      {(id) => (
        <Input
          id={id}
          size="lg"
          type="date"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </FilterField>
  );
}
