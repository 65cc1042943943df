import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { parseWith } from '../validation';
import { TAX_ID_MESSAGES } from '../tax-id';
import { saleSchema } from './sales';

const VEHICLE = '00000000-0000-4000-8000-000000000001';
const SELLER = '00000000-0000-4000-8000-000000000002';
const FINANCIAL = '00000000-0000-4000-8000-000000000003';

/** The smallest valid sale (spec 02 §5). */
const valid = (overrides: Record<string, unknown> = {}) => ({
  vehicleUuid: VEHICLE,
  dateOfSale: '2026-11-20',
  salePrice: 12500,
  sellerUuid: SELLER,
  client: { name: 'Ana Sá' },
  ...overrides,
});
const fieldsOf = (input: unknown) => {
  const r = parseWith(saleSchema, input);
  return r.ok ? {} : r.fields;
};

describe('saleSchema: required fields (spec 02 §5)', () => {
  it('accepts the smallest sale and fills the rest with empty values', () => {
    const r = parseWith(saleSchema, valid());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      salePrice: 12500,
      loan: false,
      loanValue: null,
      loanCompany: null,
      retake: false,
      retakeVehicle: null,
      client: { name: 'Ana Sá', email: null },
    });
  });

  it.each([
    ['dateOfSale', { dateOfSale: '' }, MSG.required],
    ['dateOfSale', { dateOfSale: undefined }, MSG.required],
    ['salePrice', { salePrice: undefined }, MSG.required],
    ['salePrice', { salePrice: null }, MSG.required],
    ['salePrice', { salePrice: 'abc' }, MSG.mustBeNumber],
    ['salePrice', { salePrice: -1 }, MSG.invalidValue],
    ['sellerUuid', { sellerUuid: undefined }, MSG.required],
    ['sellerUuid', { sellerUuid: 'not-a-uuid' }, MSG.invalidValue],
    ['vehicleUuid', { vehicleUuid: undefined }, MSG.required],
    ['client.name', { client: { name: '   ' } }, MSG.required],
    ['client.name', { client: {} }, MSG.required],
  ])('%s: %o → %s', (field, overrides, message) => {
    expect(fieldsOf(valid(overrides))).toEqual({ [field]: message });
  });

  it('requires the client (a key JSON leaves out)', () => {
    const { client: _client, ...withoutClient } = valid();
    expect(fieldsOf(withoutClient)).toEqual({ client: MSG.required });
  });

  it("'Precisa de ser um número' for a sale price 'abc'", () => {
    expect(fieldsOf(valid({ salePrice: 'abc' })).salePrice).toBe('Precisa de ser um número');
  });

  it('names every missing field at once', () => {
    expect(fieldsOf({ client: { name: '' } })).toEqual({
      vehicleUuid: MSG.required,
      dateOfSale: MSG.required,
      sellerUuid: MSG.required,
      salePrice: MSG.required,
      'client.name': MSG.required,
    });
  });
});

describe('saleSchema: the loan (spec 02 §5)', () => {
  it.each([
    ['value and company missing', { loan: true }, { loanValue: MSG.required, loanCompany: MSG.required }],
    ['company missing', { loan: true, loanValue: 5000 }, { loanCompany: MSG.required }],
    ['value missing', { loan: true, loanCompany: FINANCIAL }, { loanValue: MSG.required }],
    [
      'value not a number',
      { loan: true, loanValue: 'x', loanCompany: FINANCIAL },
      { loanValue: MSG.mustBeNumber },
    ],
  ])('with a loan, %s', (_, overrides, fields) => {
    expect(fieldsOf(valid(overrides))).toEqual(fields);
  });

  it('keeps the loan when ticked and drops it when not', () => {
    const ticked = parseWith(saleSchema, valid({ loan: true, loanValue: 5000, loanCompany: FINANCIAL }));
    expect(ticked.ok && [ticked.value.loanValue, ticked.value.loanCompany]).toEqual([5000, FINANCIAL]);
    const unticked = parseWith(saleSchema, valid({ loan: false, loanValue: 5000, loanCompany: FINANCIAL }));
    expect(unticked.ok && [unticked.value.loanValue, unticked.value.loanCompany]).toEqual([null, null]);
  });
});

describe('saleSchema: the retake', () => {
  const retakeVehicle = {
    brand: 'Opel',
    model: 'Corsa',
    licensePlate: ' 12-ab-34 ',
    mileage: 150000,
    retakeValue: 1500,
  };

  it('keeps the retake vehicle when ticked (plate tidied)', () => {
    const r = parseWith(saleSchema, valid({ retake: true, retakeVehicle }));
    expect(r.ok && r.value.retakeVehicle).toEqual({ ...retakeVehicle, licensePlate: '12-AB-34' });
  });

  it('drops the retake vehicle when unticked', () => {
    const r = parseWith(saleSchema, valid({ retake: false, retakeVehicle }));
    expect(r.ok && r.value.retakeVehicle).toBeNull();
  });

  it('refuses a retake value that is not a number', () => {
    expect(
      fieldsOf(valid({ retake: true, retakeVehicle: { ...retakeVehicle, retakeValue: 'abc' } })),
    ).toEqual({
      'retakeVehicle.retakeValue': MSG.mustBeNumber,
    });
  });
});

describe("saleSchema: the client's NIF and postal code (issue 24)", () => {
  it('takes a NIF with its check digit (spaces dropped) and a postal code NNNN-NNN', () => {
    const r = parseWith(
      saleSchema,
      valid({ client: { name: 'Ana Sá', financeNumber: '123 456 789', postalCode: '3830-045' } }),
    );
    expect(r.ok && r.value.client).toMatchObject({ financeNumber: '123456789', postalCode: '3830-045' });
  });
  it('refuses a NIF with a wrong check digit or any text, and a postal code without the dash', () => {
    expect(
      fieldsOf(valid({ client: { name: 'Ana Sá', financeNumber: '123456780', postalCode: '3830045' } })),
    ).toEqual({
      'client.financeNumber': TAX_ID_MESSAGES.invalidNif,
      'client.postalCode': TAX_ID_MESSAGES.invalidPostalCode,
    });
    expect(fieldsOf(valid({ client: { name: 'Ana Sá', financeNumber: 'abc' } }))).toEqual({
      'client.financeNumber': TAX_ID_MESSAGES.invalidNif,
    });
  });
});
