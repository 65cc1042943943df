/**
 * Supplier calls (spec 02 §2 "Suppliers", §3, §5, §6, §7 "Suppliers"):
 * name required, phone at most 9 characters, nif digits only, street
 * upper-cased by the detail form; create and list for the cost roles and
 * EDITOR3, edit for ADMIN and MANAGER, delete for ADMIN only; another
 * company's supplier answers 404; refusals change nothing.
 */
import { describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import { SUPPLIER_MESSAGES } from '../../src/domain/schemas/suppliers';
import * as s from '../../server/db/schema';
import type { SupplierAnswer } from '../../server/wire/serializers';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { stableUuid } from '../../server/seed/ids';
import { body, testAppWithUsers } from './helpers/test-app';
import { expectError } from './helpers/errors';

const USERS = [
  'super@montra.pt',
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'editor3@demo.pt',
  'admin@rival.pt',
] as const;
type Username = (typeof USERS)[number];

const LEILOES = stableUuid('supplier:leiloes');
const RIVAL_SUPPLIER = stableUuid('supplier:rival');

const { t, call } = testAppWithUsers(USERS);

async function supplierRow(uuid: string) {
  const [row] = await t.database.db.select().from(s.suppliers).where(eq(s.suppliers.uuid, uuid));
  return row;
}

async function snapshot(): Promise<string> {
  return JSON.stringify(await t.database.db.select().from(s.suppliers).orderBy(asc(s.suppliers.uuid)));
}

async function vehiclesOf(supplierUuid: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(s.vehicles)
    .where(eq(s.vehicles.supplierUuid, supplierUuid));
  return row?.n ?? -1;
}

let seq = 0;
async function newSupplier(as: Username = 'admin@demo.pt', extra: object = {}): Promise<SupplierAnswer> {
  seq += 1;
  const res = await call('POST', '/api/suppliers/', as, {
    companyUuid: DEMO_COMPANY,
    name: `Fornecedor ${seq}`,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return body<{ supplier: SupplierAnswer }>(res).supplier;
}

describe('POST /api/suppliers/', () => {
  it('creates a supplier with every field, tidied, kept in the database', async () => {
    const res = await call('POST', '/api/suppliers/', 'admin@demo.pt', {
      companyUuid: DEMO_COMPANY,
      name: '  Auto   Peças Lda ',
      isFrequent: true,
      street: 'Rua do Sol 5',
      parish: 'Glória',
      county: 'Aveiro',
      district: 'Aveiro',
      phone: '234 567 890',
      email: 'geral@autopecas.pt',
      nif: '501234567',
      notes: 'Entrega às terças',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { supplier } = body<{ supplier: SupplierAnswer }>(res);
    expect(supplier).toMatchObject({
      companyUuid: DEMO_COMPANY,
      name: 'Auto Peças Lda',
      isFrequent: true,
      // The create form keeps the street as typed (the detail form upper-cases it).
      street: 'Rua do Sol 5',
      phone: '234567890',
      email: 'geral@autopecas.pt',
      nif: '501234567',
      notes: 'Entrega às terças',
      numberVehicles: 0,
      rowVersion: 1,
    });
    expect(await supplierRow(supplier.uuid)).toMatchObject({ name: 'Auto Peças Lda', phone: '234567890' });
  });

  it('takes a supplier with only a name, the rest empty, from EDITOR3 and the super user', async () => {
    const byEditor = await newSupplier('editor3@demo.pt', { street: '', phone: null, nif: '' });
    expect(byEditor).toMatchObject({ isFrequent: false, street: null, phone: null, nif: null, email: null });
    const res = await call('POST', '/api/suppliers', 'super@montra.pt', {
      companyUuid: RIVAL_COMPANY,
      name: 'Norte',
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a phone over 9 characters, a nif with letters and a missing name with 400', async () => {
    const before = await snapshot();
    const res = await call('POST', '/api/suppliers/', 'admin@demo.pt', {
      companyUuid: DEMO_COMPANY,
      name: 'F',
      phone: '2345678901',
      nif: '50A234567',
      email: 'nao-e-email',
    });
    expect(expectError(res, 400, 'VALIDATION').error.fields).toEqual({
      phone: SUPPLIER_MESSAGES.phoneTooLong,
      nif: MSG.mustBeNumber,
      email: SUPPLIER_MESSAGES.invalidEmail,
    });
    const missing = expectError(
      await call('POST', '/api/suppliers/', 'admin@demo.pt', { companyUuid: DEMO_COMPANY, name: '  ' }),
      400,
      'VALIDATION',
    );
    expect(missing.error.fields).toEqual({ name: MSG.required });
    const noCompany = expectError(
      await call('POST', '/api/suppliers/', 'admin@demo.pt', { name: 'F' }),
      400,
      'VALIDATION',
    );
    expect(noCompany.error.fields).toEqual({ companyUuid: MSG.required });
    expect(await snapshot()).toBe(before);
  });

  it('refuses a SELLER with 403 and another company with 404; writes nothing', async () => {
    const before = await snapshot();
    expectError(
      await call('POST', '/api/suppliers/', 'vendedor@demo.pt', { companyUuid: DEMO_COMPANY, name: 'F' }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('POST', '/api/suppliers/', 'admin@demo.pt', { companyUuid: RIVAL_COMPANY, name: 'F' }),
      404,
      'NOT_FOUND',
    );
    expect(await snapshot()).toBe(before);
  });
});

describe('GET /api/suppliers/company/:companyId and /api/suppliers/:id', () => {
  it('lists the company suppliers with their vehicle counts', async () => {
    const res = await call('GET', `/api/suppliers/company/${DEMO_COMPANY}`, 'editor3@demo.pt');
    expect(res.statusCode).toBe(200);
    const { suppliers } = body<{ suppliers: SupplierAnswer[] }>(res);
    expect(suppliers.every((x) => x.companyUuid === DEMO_COMPANY)).toBe(true);
    const leiloes = suppliers.find((x) => x.uuid === LEILOES);
    expect(leiloes).toMatchObject({ name: 'Leilões Centro Lda', numberVehicles: await vehiclesOf(LEILOES) });
    expect(suppliers.map((x) => x.uuid)).not.toContain(RIVAL_SUPPLIER);
  });

  it('gives one supplier of the company', async () => {
    const res = await call('GET', `/api/suppliers/${LEILOES}`, 'gestor@demo.pt');
    expect(res.statusCode).toBe(200);
    expect(body<{ supplier: SupplierAnswer }>(res).supplier).toMatchObject({
      uuid: LEILOES,
      nif: '509876543',
      numberVehicles: await vehiclesOf(LEILOES),
    });
  });

  it("refuses a SELLER with 403 and answers 404 for another company's", async () => {
    expectError(
      await call('GET', `/api/suppliers/company/${DEMO_COMPANY}`, 'vendedor@demo.pt'),
      403,
      'FORBIDDEN',
    );
    expectError(await call('GET', `/api/suppliers/${LEILOES}`, 'vendedor@demo.pt'), 403, 'FORBIDDEN');
    expectError(
      await call('GET', `/api/suppliers/company/${RIVAL_COMPANY}`, 'admin@demo.pt'),
      404,
      'NOT_FOUND',
    );
    expectError(await call('GET', `/api/suppliers/${RIVAL_SUPPLIER}`, 'admin@demo.pt'), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/suppliers/${LEILOES}`, 'admin@rival.pt'), 404, 'NOT_FOUND');
  });
});

describe('PUT /api/suppliers/:id', () => {
  it('lets a MANAGER edit one, the street upper-cased, and answers 409 on a stale version', async () => {
    const supplier = await newSupplier();
    const res = await call('PUT', `/api/suppliers/${supplier.uuid}`, 'gestor@demo.pt', {
      name: 'Renomeado',
      street: 'rua das flores 12',
      phone: '912345678',
      nif: 509876543,
      isFrequent: true,
      rowVersion: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ supplier: SupplierAnswer }>(res).supplier).toMatchObject({
      name: 'Renomeado',
      street: 'RUA DAS FLORES 12',
      phone: '912345678',
      nif: '509876543',
      isFrequent: true,
      rowVersion: 2,
    });
    expect(await supplierRow(supplier.uuid)).toMatchObject({ street: 'RUA DAS FLORES 12', rowVersion: 2 });
    const stale = expectError(
      await call('PUT', `/api/suppliers/${supplier.uuid}`, 'admin@demo.pt', { name: 'Velho', rowVersion: 1 }),
      409,
      'CONFLICT',
    );
    expect(stale.current).toMatchObject({ uuid: supplier.uuid, name: 'Renomeado', rowVersion: 2 });
  });

  it("refuses EDITOR3 with 403, another company's with 404 and bad input with 400; changes nothing", async () => {
    const before = await snapshot();
    expectError(
      await call('PUT', `/api/suppliers/${LEILOES}`, 'editor3@demo.pt', { name: 'X' }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('PUT', `/api/suppliers/${RIVAL_SUPPLIER}`, 'admin@demo.pt', { name: 'X' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('PUT', `/api/suppliers/${LEILOES}`, 'admin@demo.pt', { companyUuid: RIVAL_COMPANY }),
      404,
      'NOT_FOUND',
    );
    const bad = expectError(
      await call('PUT', `/api/suppliers/${LEILOES}`, 'admin@demo.pt', { phone: '1234567890', nif: 'abc' }),
      400,
      'VALIDATION',
    );
    expect(bad.error.fields).toEqual({ phone: SUPPLIER_MESSAGES.phoneTooLong, nif: MSG.mustBeNumber });
    expect(await snapshot()).toBe(before);
  });
});

describe('DELETE /api/suppliers/:id', () => {
  it('refuses a MANAGER with 403 and lets an ADMIN delete: 200 with the supplier, its vehicles keep none', async () => {
    const supplier = await newSupplier();
    const vehicle = await call('POST', '/api/vehicles/', 'admin@demo.pt', {
      brand: 'Seat',
      model: 'Ibiza',
      licensePlate: 'FO01RN',
      createdAt: '2026-01-10',
      standUuid: stableUuid('stand:ilhavo'),
      supplierUuid: supplier.uuid,
    });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    const vehicleUuid = body<{ vehicle: { uuid: string } }>(vehicle).vehicle.uuid;

    const before = await snapshot();
    expectError(await call('DELETE', `/api/suppliers/${supplier.uuid}`, 'gestor@demo.pt'), 403, 'FORBIDDEN');
    expect(await snapshot()).toBe(before);

    const res = await call('DELETE', `/api/suppliers/${supplier.uuid}`, 'admin@demo.pt');
    expect(res.statusCode).toBe(200);
    expect(body<{ supplier: SupplierAnswer }>(res).supplier).toMatchObject({
      uuid: supplier.uuid,
      numberVehicles: 1,
    });
    expect(await supplierRow(supplier.uuid)).toBeUndefined();
    const [row] = await t.database.db.select().from(s.vehicles).where(eq(s.vehicles.uuid, vehicleUuid));
    expect(row?.supplierUuid).toBeNull();
  });

  it("answers 404 for another company's supplier and deletes nothing", async () => {
    const before = await snapshot();
    expectError(await call('DELETE', `/api/suppliers/${RIVAL_SUPPLIER}`, 'admin@demo.pt'), 404, 'NOT_FOUND');
    expectError(await call('DELETE', `/api/suppliers/${LEILOES}`, 'admin@rival.pt'), 404, 'NOT_FOUND');
    expect(await snapshot()).toBe(before);
  });
});
