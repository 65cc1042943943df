/**
 * 'Gestão de contactos' (spec 02 §2): the new contacts by creation date as a
 * line chart, from the contacts in the mirror (so offline too), filtered by
 * 'Data inicial' and 'Data final' (both today at first), 'Utilizador' (the
 * assignee, '' = everyone) and grouped by day, month or year. A range that
 * ends before it starts is said plainly instead of drawn.
 */
import { Alert, Center, Field, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import {
  CONTACT_CHART_GROUP_LABELS,
  CONTACT_CHART_GROUPS,
  contactChart,
  type ContactChartGroup,
  type ContactChartPoint,
} from '../../domain/contacts';
import { formatDateSlash } from '../../domain/format';
import { isoDate } from '../../domain/stock';
import { userLabel } from '../../domain/types';
import { isCalendarDate } from '../../domain/validation';
import { FilterSelect } from '../../ui/filter-select';
import { ChartFigure } from './chart-figure';
import { offeredInContactChart } from '../../domain/sales';

export const CONTACT_RANGE_MESSAGES = {
  missingDate: 'Indique uma data inicial e uma data final válidas',
  endBeforeStart: 'A data final não pode ser anterior à data inicial',
} as const;

const GROUP_OPTIONS = CONTACT_CHART_GROUPS.map((g) => ({ value: g, label: CONTACT_CHART_GROUP_LABELS[g] }));

function pointLabel(date: string, group: ContactChartGroup): string {
  if (group === 'day') return formatDateSlash(date);
  if (group === 'month') return `${date.slice(5, 7)}/${date.slice(0, 4)}`;
  return date;
}

function rangeProblem(dateInit: string, dateEnd: string): string | null {
  if (!isCalendarDate(dateInit) || !isCalendarDate(dateEnd)) return CONTACT_RANGE_MESSAGES.missingDate;
  if (dateEnd < dateInit) return CONTACT_RANGE_MESSAGES.endBeforeStart;
  return null;
}

export function ContactsTab() {
  const actor = useSessionStore((s) => s.user);
  const companyUuid = actor?.companyUuid ?? '';
  const today = isoDate(new Date());
  const [dateInit, setDateInit] = useState(today);
  const [dateEnd, setDateEnd] = useState(today);
  const [user, setUser] = useState('');
  const [groupBy, setGroupBy] = useState<ContactChartGroup>('day');

  const contacts = useLiveQuery(() => mirror().contacts.toArray(), [actor?.uuid]);
  const users = useLiveQuery(
    async () =>
      (await mirror().users.where('companyUuid').equals(companyUuid).toArray())
        .filter(offeredInContactChart)
        .map((u) => ({ value: u.uuid, label: userLabel(u) }))
        .sort((a, b) => a.label.localeCompare(b.label, 'pt')),
    [companyUuid, actor?.uuid],
  );

  const problem = rangeProblem(dateInit, dateEnd);
  const points: ContactChartPoint[] | null = useMemo(
    () => (contacts && !problem ? contactChart(contacts, { dateInit, dateEnd, user, groupBy }) : null),
    [contacts, problem, dateInit, dateEnd, user, groupBy],
  );
  const total = points?.reduce((sum, p) => sum + p.value, 0) ?? 0;

  return (
    <Stack gap="4" pt="4">
      <SimpleGrid
        as="form"
        role="search"
        aria-label="Filtros dos contactos"
        columns={{ base: 2, md: 4 }}
        gap="3"
        alignItems="end"
        onSubmit={(e) => e.preventDefault()}
      >
        <Field.Root invalid={problem !== null}>
          <Field.Label>Data inicial</Field.Label>
          <Input type="date" size="lg" value={dateInit} onChange={(e) => setDateInit(e.target.value)} />
        </Field.Root>
        <Field.Root invalid={problem !== null}>
          <Field.Label>Data final</Field.Label>
          <Input type="date" size="lg" value={dateEnd} onChange={(e) => setDateEnd(e.target.value)} />
        </Field.Root>
        <FilterSelect
          label="Utilizador"
          value={user}
          anyLabel="Todos"
          options={users ?? []}
          onChange={setUser}
        />
        <FilterSelect
          label="Agrupar"
          value={groupBy}
          options={GROUP_OPTIONS}
          onChange={(v) => setGroupBy(v as ContactChartGroup)}
        />
      </SimpleGrid>
      {problem ? (
        <Alert.Root status="warning" role="alert" data-testid="contacts-range-error">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      ) : !points ? (
        <Center py="12">
          <Spinner role="status" aria-label="A carregar" />
        </Center>
      ) : (
        <>
          <Text color="fg.muted" data-testid="contacts-total" aria-live="polite">
            {total === 1 ? '1 novo contacto neste período' : `${total} novos contactos neste período`}
          </Text>
          <ChartFigure
            title="Novos contactos"
            kind="line"
            rows={points.map((p) => ({ key: p.date, label: pointLabel(p.date, groupBy), value: p.value }))}
            keyHeader="Data"
            valueHeader="Contatos"
            testId="chart-contacts"
          />
        </>
      )}
    </Stack>
  );
}
