/**
 * The company's legal identity (issue 24): NIPC (check digit), registered address, postal code
 * NNNN-NNN, city, phone and e-mail — written by the super user through PUT /api/companies/{id},
 * answered by GET, carried by the change feed to the company's staff; bad values answer 400
 * in pt-PT and change nothing.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TAX_ID_MESSAGES } from '../../src/domain/tax-id';
import { PHONE_MESSAGE } from '../../src/domain/schemas/identity-fields';
import { MSG } from '../../src/domain/messages';
import * as s from '../../server/db/schema';
import type { CompanyAnswer } from '../../server/wire/serializers';
import { DEMO_COMPANY } from '../../server/seed/demo-organisation';
import { body, testAppWithUsers } from './helpers/test-app';
import { expectError } from './helpers/errors';

const { t, call } = testAppWithUsers(['super@montra.pt', 'admin@demo.pt', 'vendedor@demo.pt'] as const);

async function companyRow(uuid: string) {
  const [row] = await t.database.db.select().from(s.companies).where(eq(s.companies.uuid, uuid));
  if (!row) throw new Error('no company');
  return row;
}

const IDENTITY = {
  nif: '500 100 144',
  address: 'Rua Direita, 10',
  postalCode: '3800-123',
  city: 'Aveiro',
  phone: '234 000 111',
  email: 'geral@exemplo.pt',
};

describe('the company legal identity', () => {
  it('is saved by the super user, answered by GET and read by the staff and their change feed', async () => {
    const res = await call('PUT', `/api/companies/${DEMO_COMPANY}`, 'super@montra.pt', IDENTITY);
    expect(res.statusCode, res.body).toBe(200);
    const stored = { ...IDENTITY, nif: '500100144' };
    expect(body<{ company: CompanyAnswer }>(res).company).toMatchObject(stored);
    expect(await companyRow(DEMO_COMPANY)).toMatchObject(stored);

    const read = await call('GET', `/api/companies/${DEMO_COMPANY}`, 'vendedor@demo.pt');
    expect(body<{ company: CompanyAnswer }>(read).company).toMatchObject(stored);
    const feed = await call('GET', '/api/sync/changes?since=0', 'vendedor@demo.pt');
    const changes = body<{ changes: { entity: string; record?: { uuid: string } }[] }>(feed).changes;
    expect(
      changes.find((c) => c.entity === 'companies' && c.record?.uuid === DEMO_COMPANY)?.record,
    ).toMatchObject(stored);
  });

  it('refuses a wrong NIPC, postal code, phone and e-mail with 400 in pt-PT, nothing written', async () => {
    const before = await companyRow(DEMO_COMPANY);
    const bad = expectError(
      await call('PUT', `/api/companies/${DEMO_COMPANY}`, 'super@montra.pt', {
        nif: '500100145',
        postalCode: '3800123',
        phone: '12ab',
        email: 'nao-e-email',
      }),
      400,
      'VALIDATION',
    );
    expect(bad.error.fields).toEqual({
      nif: TAX_ID_MESSAGES.invalidNipc,
      postalCode: TAX_ID_MESSAGES.invalidPostalCode,
      phone: PHONE_MESSAGE,
      email: MSG.invalidEmail,
    });
    expect(await companyRow(DEMO_COMPANY)).toEqual(before);
  });

  it("is the super user's to change: the company admin gets 403 and nothing changes", async () => {
    const before = await companyRow(DEMO_COMPANY);
    const res = await call('PUT', `/api/companies/${DEMO_COMPANY}`, 'admin@demo.pt', { nif: '500100144' });
    expect(res.statusCode).toBe(403);
    expect(await companyRow(DEMO_COMPANY)).toEqual(before);
  });

  it('comes with the demo company: a NIPC with the right check digit and a postal code', async () => {
    const row = await companyRow(DEMO_COMPANY);
    expect(row.nif).toMatch(/^\d{9}$/);
    expect(row.postalCode).toMatch(/^\d{4}-\d{3}$/);
  });
});
