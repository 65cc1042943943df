import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { parseWith } from '../validation';
import { SUPPLIER_MESSAGES, supplierCreateSchema, supplierUpdateSchema } from './suppliers';

const COMPANY = '8a1c7a3e-0b5e-4c1e-9d3f-2f6b1a7c9e10';

const createFields = (input: object) => {
  const r = parseWith(supplierCreateSchema, { companyUuid: COMPANY, name: 'F', ...input });
  return r.ok ? {} : r.fields;
};

describe('supplierCreateSchema', () => {
  it('takes a name alone; empty fields mean none', () => {
    const r = parseWith(supplierCreateSchema, {
      companyUuid: COMPANY,
      name: ' Leilões  Centro ',
      phone: '',
      nif: '',
      email: '',
    });
    expect(r).toEqual({
      ok: true,
      value: { companyUuid: COMPANY, name: 'Leilões Centro', phone: null, nif: null, email: null },
    });
  });

  it('keeps the street as typed, drops spaces in the phone, takes a numeric nif', () => {
    const r = parseWith(supplierCreateSchema, {
      companyUuid: COMPANY,
      name: 'F',
      street: 'Rua  das Flores',
      phone: '234 000 111',
      nif: 509876543,
    });
    expect(r.ok && r.value).toMatchObject({ street: 'Rua das Flores', phone: '234000111', nif: '509876543' });
  });

  it.each([
    ['a missing name', { name: undefined }, { name: MSG.required }],
    ['a phone of 10 characters', { phone: '2340001112' }, { phone: SUPPLIER_MESSAGES.phoneTooLong }],
    ['a nif with letters', { nif: 'PT509876543' }, { nif: MSG.mustBeNumber }],
    ['a negative nif', { nif: -5 }, { nif: MSG.mustBeNumber }],
    ['a bad e-mail', { email: 'geral@' }, { email: SUPPLIER_MESSAGES.invalidEmail }],
    ['a non-boolean isFrequent', { isFrequent: 'sim' }, { isFrequent: MSG.invalidValue }],
  ])('refuses %s', (_label, input, expected) => {
    expect(createFields(input)).toEqual(expected);
  });
});

describe('supplierUpdateSchema', () => {
  it('upper-cases the street (the detail form) and leaves out what is not sent', () => {
    expect(parseWith(supplierUpdateSchema, { street: 'rua das flores 12' })).toEqual({
      ok: true,
      value: { street: 'RUA DAS FLORES 12' },
    });
  });
});
