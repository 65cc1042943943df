/**
 * Contact calls (spec 02 §7 "Contacts"; issue 12 contract): the list, one
 * contact, create, whole update, status, delete, and the new-contacts chart.
 * The role is checked by the route's permission, the record by the contact
 * services (services/contact-reads.ts says who may reach one).
 */
import type { FastifyInstance } from 'fastify';
import {
  CONTACT_CHART_GROUPS,
  contactFiltersFromQuery,
  EMPTY_CONTACT_FILTERS,
  type ContactChartGroup,
} from '../../src/domain/contacts';
import { MSG } from '../../src/domain/messages';
import { isoDate } from '../../src/domain/stock';
import { isCalendarDate } from '../../src/domain/validation';
import { actorOf, companyInScope } from '../auth/guard';
import type { Db } from '../db/client';
import { badRequest, forbidden } from '../errors';
import { resumesDeadAttempt } from '../sync/idempotency';
import { contactChartFor, filteredContacts, readContact } from '../services/contact-reads';
import {
  changeContactStatus,
  createContact,
  removeContact,
  replaceContact,
} from '../services/contact-writes';
import { isUuid, queryOf } from '../validate';

type IdParams = { contactId: string };

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

  app.get('/api/contacts', read, async (req) => {
    const actor = actorOf(req);
    // Contacts are company data: a caller without a company holds no 'contact.read' anyway.
    if (!actor.companyUuid) throw forbidden();
    const filters = contactFiltersFromQuery(queryOf(req.url), EMPTY_CONTACT_FILTERS);
    return { contacts: await filteredContacts(db, actor, actor.companyUuid, filters) };
  });

  app.post('/api/contacts', write, async (req, reply) => {
    const contact = await createContact(db, actorOf(req), req.body, resumesDeadAttempt(req));
    return reply.code(201).send({ contact });
  });

  app.get<{ Params: { companyId: string } }>(
    '/api/contacts/company/:companyId',
    { config: { permission: 'analytics.contacts' } },
    async (req) => {
      const actor = actorOf(req);
      const company = await companyInScope(db, actor, req.params.companyId);
      const query = readChartQuery(queryOf(req.url));
      return { results: await contactChartFor(db, actor, company.uuid, query) };
    },
  );

  app.get<{ Params: IdParams }>('/api/contacts/:contactId', read, async (req) => ({
    contact: await readContact(db, actorOf(req), req.params.contactId),
  }));

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
