import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { parseWith } from '../validation';
import { COMPANY_MESSAGES, companyCreateSchema, companyUpdateSchema } from './companies';

const fields = (input: unknown) => {
  const r = parseWith(companyCreateSchema, input);
  return r.ok ? {} : r.fields;
};

describe('companyCreateSchema', () => {
  it('takes a name alone, colour and logo empty meaning none', () => {
    expect(parseWith(companyCreateSchema, { name: '  Auto   Demo ', color: '', logo: '' })).toEqual({
      ok: true,
      value: { name: 'Auto Demo', color: null, logo: null },
    });
  });

  it('keeps the colour lower-case', () => {
    const r = parseWith(companyCreateSchema, { name: 'A', color: ' #C53030 ' });
    expect(r.ok && r.value.color).toBe('#c53030');
  });

  it.each([
    ['a missing name', {}, { name: MSG.required }],
    ['a blank name', { name: '   ' }, { name: MSG.required }],
    ['a colour name', { name: 'A', color: 'red' }, { color: COMPANY_MESSAGES.invalidColor }],
    ['a short hex colour', { name: 'A', color: '#fff' }, { color: COMPANY_MESSAGES.invalidColor }],
    [
      'a foreign logo address',
      { name: 'A', logo: 'https://x.pt/a.png' },
      { logo: COMPANY_MESSAGES.invalidLogo },
    ],
    [
      'a logo path that climbs',
      { name: 'A', logo: '/api/media/logos/../x.webp' },
      { logo: COMPANY_MESSAGES.invalidLogo },
    ],
    ['a bad uuid', { name: 'A', uuid: 'x' }, { uuid: MSG.invalidValue }],
  ])('refuses %s', (_label, input, expected) => {
    expect(fields(input)).toEqual(expected);
  });

  it('takes a logo of our media store', () => {
    const logo = '/api/media/logos/5d7a2c1e-3b4f-4a6d-8e9f-0a1b2c3d4e5f-0123abcd.webp';
    const r = parseWith(companyCreateSchema, { name: 'A', logo });
    expect(r.ok && r.value.logo).toBe(logo);
  });
});

describe('companyUpdateSchema', () => {
  it('leaves out what the payload leaves out', () => {
    expect(parseWith(companyUpdateSchema, { active: false })).toEqual({ ok: true, value: { active: false } });
  });

  it('refuses a name sent empty and a non-boolean active', () => {
    const r = parseWith(companyUpdateSchema, { name: '', active: 'no' });
    expect(r.ok ? {} : r.fields).toEqual({ name: MSG.required, active: MSG.invalidValue });
  });
});
