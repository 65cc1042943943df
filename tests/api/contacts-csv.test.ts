/**
 * The contacts CSV (spec 02 §2 "Contacts list", §7; design §8; issue 12
 * contract): GET /api/documents-company/company/{companyUuid}/contacts for
 * 'contact.csv' (ADMIN): 'contactos.csv', UTF-8 with a BOM, ';' separated,
 * one line per contact matching the list's filters (no default status),
 * newest first, a cell that would start a formula escaped. MANAGER, SELLER
 * and WORKSHOP 403; another company 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, RIVAL_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import { createContactAs, makeContact, contactsTestApp } from './helpers/contacts';
import { parseCsv } from './helpers/csv';

const BOM = '\uFEFF';
const URL = `/api/documents-company/company/${DEMO_COMPANY}/contacts`;
const HEADER = [
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
const USERS = ['admin@demo.pt', 'gestor@demo.pt', 'vendedor@demo.pt', 'oficina@demo.pt', 'admin@rival.pt'];

const { t, tok, call } = contactsTestApp(USERS);

beforeAll(async () => {
  const admin = tok['admin@demo.pt'] ?? '';
  await createContactAs(
    t,
    admin,
    makeContact(userUuid('vendedor@demo.pt'), {
      name: '=HYPERLINK("http://mal.example")',
      date: '2018-05-04',
      hour: '09:15',
      phone: '912000111',
      email: 'Lead@Exemplo.pt',
      font: 'TEMPORARY_CUSTOMER',
      iteractions: [
        { description: 'Primeira visita', date: '2018-05-04' },
        { description: 'Ligou; quer "proposta"\ncom retoma', date: '2018-05-09' },
      ],
    }),
  );
  await createContactAs(
    t,
    admin,
    makeContact(userUuid('vendedor2@demo.pt'), {
      name: 'Sem Interações',
      date: '2018-05-03',
      hour: null,
      phone: null,
      email: '',
      font: null,
    }),
  );
});

const download = (as: string, query = '', url = URL) => call('GET', `${url}${query}`, as);

describe('the contacts CSV', () => {
  it('gives the admin every contact of the company, BOM, ";" and the columns', async () => {
    const res = await download('admin@demo.pt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('filename="contactos.csv"');
    expect(res.body.startsWith(BOM)).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual(HEADER);
    const stored = await t.database.db
      .select({ uuid: s.contacts.uuid })
      .from(s.contacts)
      .where(eq(s.contacts.companyUuid, DEMO_COMPANY));
    expect(rows).toHaveLength(stored.length);
    for (const row of rows) expect(row).toHaveLength(HEADER.length);
    // Newest first: the 2018 contacts are the last two lines.
    expect(rows.slice(-2)).toEqual([
      [
        '04-05-2018',
        '09:15',
        `'=HYPERLINK("http://mal.example")`,
        'Aberto',
        '912000111',
        'lead@exemplo.pt',
        'Visita ao Stand',
        'Vera Vendedora',
        'Ligou; quer "proposta"\ncom retoma',
        '09-05-2018',
      ],
      ['03-05-2018', '', 'Sem Interações', 'Aberto', '', '', '', 'Vasco Vendedor', '', ''],
    ]);
  });

  it('narrows by the list’s keys', async () => {
    const res = await download('admin@demo.pt', '?year=2018&month=5&status=open');
    const [, ...rows] = parseCsv(res.body.slice(1));
    expect(rows.map((r) => r[2])).toEqual([`'=HYPERLINK("http://mal.example")`, 'Sem Interações']);
    const bySeller = await download(
      'admin@demo.pt',
      `?year=2018&seller_uuid=${userUuid('vendedor2@demo.pt')}`,
    );
    expect(
      parseCsv(bySeller.body.slice(1))
        .slice(1)
        .map((r) => r[2]),
    ).toEqual(['Sem Interações']);
    const none = await download('admin@demo.pt', '?year=2018&status=sold');
    expect(parseCsv(none.body.slice(1))).toEqual([HEADER]);
  });

  it('refuses MANAGER, SELLER and WORKSHOP with 403; another company is 404', async () => {
    for (const as of ['gestor@demo.pt', 'vendedor@demo.pt', 'oficina@demo.pt']) {
      const res = await download(as);
      expect(res.statusCode, as).toBe(403);
      expect(res.headers['content-type']).toContain('application/json');
    }
    expect(
      (await download('admin@demo.pt', '', `/api/documents-company/company/${RIVAL_COMPANY}/contacts`))
        .statusCode,
    ).toBe(404);
    const rival = await download(
      'admin@rival.pt',
      '',
      `/api/documents-company/company/${RIVAL_COMPANY}/contacts`,
    );
    expect(rival.statusCode).toBe(200);
    expect(rival.body).not.toContain('HYPERLINK');
  });
});
