/**
 * Contact calls (spec 02 §7 "Contacts"; issue 12 contract): the list, one
 * contact, create, whole update, status, delete, and the new-contacts chart.
 * The role is checked by the route's permission, the record by
 * loadContactFor (another company's contact, or one assigned to someone else
 * for the roles without 'contact.readAll', answers 404). Filters, order and
 * the chart are src/domain/contacts.ts's, so the server answers what the
 * screens compute from the mirror.
 */
import type { FastifyInstance } from 'fastify';
import {
  CONTACT_CHART_GROUPS,
  contactChart,
  contactFiltersFromQuery,
  DEFAULT_CONTACT_SORT,
  EMPTY_CONTACT_FILTERS,
  lastInteractionOf,
  matchesContactFilters,
  sortContacts,
  type ContactChartGroup,
  type ContactFilters,
  type ContactRow as ContactListRow,
} from '../../src/domain/contacts';
import { MSG } from '../../src/domain/messages';
import { isoDate } from '../../src/domain/stock';
import { isCalendarDate } from '../../src/domain/validation';
import { actorOf, companyInScope, type AuthedUser } from '../auth/guard';
import type { Db, DbOrTx } from '../db/client';
import { badRequest, forbidden } from '../errors';
import { resumesDeadAttempt } from '../sync/idempotency';
import { toContact, type ContactAnswer } from '../wire/serializers';
import { changeContactStatus, createContact, removeContact, replaceContact } from '../services/contact-writes';
import { contactAnswer, contactAnswers, listVisibleContacts, loadContactFor } from '../repositories/contacts';
import { isUuid, queryOf } from '../validate';

type IdParams = { contactId: string };

const bothSpellings = (path: string) => [path, `${path}/`];

/** The contacts the caller may see that match the filters, newest first (the list's default order). */
export async function filteredContacts(
  db: DbOrTx,
  actor: AuthedUser,
  companyUuid: string,
  filters: ContactFilters,
): Promise<ContactAnswer[]> {
  const rows = (await listVisibleContacts(db, actor, companyUuid)).filter((row) =>
    matchesContactFilters(toContact(row), filters),
  );
  const answers = await contactAnswers(db, rows);
  const listRows: (ContactListRow & { answer: ContactAnswer })[] = answers.map((answer) => ({
    answer,
    contact: answer,
    lastInteraction: lastInteractionOf(answer.iteractions),
    sellerName: answer.contactUserName ?? '',
  }));
  return sortContacts(listRows, DEFAULT_CONTACT_SORT).map((r) => r.answer);
}

/** dateInit, dateEnd (today by default), user and groupBy of the chart; 400 for a value that cannot be one. */
function readChartQuery(q: URLSearchParams) {
  const today = isoDate(new Date());
  const fields: Record<string, string> = {};
  const date = (key: 'dateInit' | 'dateEnd') => {
    const value = q.get(key)?.trim() || today;
    if (!isCalendarDate(value)) fields[key] = MSG.invalidValue;
    return value;
  };
  const dateInit = date('dateInit');
  const dateEnd = date('dateEnd');
  const user = (q.get('user') ?? '').trim().toLowerCase();
  if (user && !isUuid(user)) fields.user = MSG.invalidValue;
  const group = (q.get('groupBy') ?? '').trim().toLowerCase();
  const groupBy = (group === '' || group === 'default' ? 'day' : group) as ContactChartGroup;
  if (!CONTACT_CHART_GROUPS.includes(groupBy)) fields.groupBy = MSG.invalidValue;
  if (Object.keys(fields).length > 0) throw badRequest(fields);
  return { dateInit, dateEnd, user, groupBy };
}

export function contactRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  const read = { config: { permission: 'contact.read' } } as const;
  const write = { config: { permission: 'contact.write' } } as const;

  for (const path of bothSpellings('/api/contacts')) {
    app.get(path, read, async (req) => {
      const actor = actorOf(req);
      // Contacts are company data: a caller without a company holds no 'contact.read' anyway.
      if (!actor.companyUuid) throw forbidden();
      const filters = contactFiltersFromQuery(queryOf(req.url), EMPTY_CONTACT_FILTERS);
      return { contacts: await filteredContacts(db, actor, actor.companyUuid, filters) };
    });

    app.post(path, write, async (req, reply) => {
      const contact = await createContact(db, actorOf(req), req.body, resumesDeadAttempt(req));
      return reply.code(201).send({ contact });
    });
  }

  for (const path of bothSpellings('/api/contacts/company/:companyId')) {
    app.get<{ Params: { companyId: string } }>(
      path,
      { config: { permission: 'analytics.contacts' } },
      async (req) => {
        const actor = actorOf(req);
        const company = await companyInScope(db, actor, req.params.companyId);
        const query = readChartQuery(queryOf(req.url));
        const contacts = (await listVisibleContacts(db, actor, company.uuid)).map(toContact);
        return { results: contactChart(contacts, query) };
      },
    );
  }

  app.get<{ Params: IdParams }>('/api/contacts/:contactId', read, async (req) => {
    const actor = actorOf(req);
    return { contact: await contactAnswer(db, await loadContactFor(db, actor, req.params.contactId)) };
  });

  app.put<{ Params: IdParams }>('/api/contacts/:contactId', write, async (req) => ({
    contact: await replaceContact(db, actorOf(req), req.params.contactId, req.body),
  }));

  app.patch<{ Params: IdParams }>('/api/contacts/:contactId', write, async (req) => ({
    contact: await changeContactStatus(db, actorOf(req), req.params.contactId, req.body),
  }));

  app.delete<{ Params: IdParams }>('/api/contacts/:contactId', write, (req) =>
    removeContact(db, actorOf(req), req.params.contactId),
  );
}
