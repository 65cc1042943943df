/**
 * The contacts list as CSV (spec 02 §2 "Contacts list", §7; design §8):
 * GET /api/documents-company/company/{companyUuid}/contacts?<list keys>,
 * 'contactos.csv', for the roles of 'contact.csv'. The rows are the list's
 * (same filters, no default status, newest first), so the file holds what
 * the screen shows with the same query.
 */
import type { FastifyInstance } from 'fastify';
import { contactFiltersFromQuery, EMPTY_CONTACT_FILTERS, lastInteractionOf } from '../../src/domain/contacts';
import type { ContactOrigin } from '../../src/domain/enums';
import { formatDateDash } from '../../src/domain/format';
import { CONTACT_ORIGIN_LABELS, CONTACT_STATUS_LABELS } from '../../src/domain/labels';
import { actorOf, companyInScope } from '../auth/guard';
import type { Db } from '../db/client';
import { exportAudit, recordAudit } from '../services/audit';
import { attachment, toCsv, type CsvCell } from '../documents/csv';
import { filteredContacts } from '../services/contact-reads';
import { queryOf } from '../validate';
import { sceneOf } from './scene';

export const CONTACTS_CSV_HEADER = [
  'Data',
  'Hora',
  'Nome',
  'Estado',
  'Telefone',
  'E-mail',
  'Origem',
  'Vendedor',
  'Última interação',
  'Data da última interação',
];

export const CONTACTS_CSV_FILE_NAME = 'contactos.csv';

const originLabel = (font: string | null) =>
  font ? (CONTACT_ORIGIN_LABELS[font as ContactOrigin] ?? font) : null;

export function contactsCsvRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  app.get<{ Params: { companyUuid: string } }>(
    '/api/documents-company/company/:companyUuid/contacts',
    { config: { permission: 'contact.csv' } },
    async (req, reply) => {
      const actor = actorOf(req);
      const company = await companyInScope(db, actor, req.params.companyUuid);
      const filters = contactFiltersFromQuery(queryOf(req.url), EMPTY_CONTACT_FILTERS);
      const contacts = await filteredContacts(db, actor, company.uuid, filters);

      const data: CsvCell[][] = contacts.map((c) => {
        const last = lastInteractionOf(c.iteractions);
        return [
          formatDateDash(c.date),
          c.hour,
          c.name,
          CONTACT_STATUS_LABELS[c.status],
          c.phone,
          c.email,
          originLabel(c.font),
          c.contactUserName,
          last?.description ?? null,
          last ? formatDateDash(last.date) : null,
        ];
      });
      await recordAudit(db, exportAudit(sceneOf(req), 'export.contacts', company.uuid, data.length));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(CONTACTS_CSV_FILE_NAME))
        .header('cache-control', 'no-store')
        .send(toCsv(CONTACTS_CSV_HEADER, data));
    },
  );
}
