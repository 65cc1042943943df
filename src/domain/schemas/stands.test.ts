import { describe, expect, it } from 'vitest';
import { AVAILABILITIES } from '../enums';
import { MSG } from '../messages';
import { parseWith } from '../validation';
import { standCountBucket, standCreateSchema, standUpdateSchema } from './stands';

const COMPANY = '8a1c7a3e-0b5e-4c1e-9d3f-2f6b1a7c9e10';

describe('standCreateSchema', () => {
  it('tidies the name, upper-cases the location and reads an empty address as none', () => {
    expect(
      parseWith(standCreateSchema, {
        name: ' Stand  Ílhavo ',
        location: 'ílhavo',
        address: ' ',
        companyUuid: COMPANY,
      }),
    ).toEqual({
      ok: true,
      value: { name: 'Stand Ílhavo', location: 'ÍLHAVO', address: null, companyUuid: COMPANY },
    });
  });

  it('requires name, location and company', () => {
    const r = parseWith(standCreateSchema, { location: '  ' });
    expect(r.ok ? {} : r.fields).toEqual({
      name: MSG.required,
      location: MSG.required,
      companyUuid: MSG.required,
    });
  });
});

describe('standUpdateSchema', () => {
  it('takes an activation alone', () => {
    expect(parseWith(standUpdateSchema, { active: false, companyUuid: COMPANY.toUpperCase() })).toEqual({
      ok: true,
      value: { active: false, companyUuid: COMPANY },
    });
  });
});

describe('standCountBucket', () => {
  it('counts every availability in exactly one bucket', () => {
    expect(AVAILABILITIES.map(standCountBucket)).toEqual(['others', 'others', 'inSale', 'sold', 'sold']);
  });
});
