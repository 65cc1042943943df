import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { parseWith } from '../validation';
import { financialCreateSchema, financialUpdateSchema } from './financials';
import { notificationReadSchema } from './notifications';

describe('financialCreateSchema', () => {
  it('requires name and code', () => {
    const r = parseWith(financialCreateSchema, { name: '  ' });
    expect(r.ok ? {} : r.fields).toEqual({ name: MSG.required, code: MSG.required });
  });

  it('tidies both', () => {
    expect(parseWith(financialCreateSchema, { name: ' Banco  X ', code: ' BXPTPL ' })).toEqual({
      ok: true,
      value: { name: 'Banco X', code: 'BXPTPL' },
    });
  });
});

describe('financialUpdateSchema', () => {
  it('refuses a code sent empty', () => {
    const r = parseWith(financialUpdateSchema, { code: '' });
    expect(r.ok ? {} : r.fields).toEqual({ code: MSG.required });
  });
});

describe('notificationReadSchema', () => {
  it('takes is_read and nothing else', () => {
    expect(parseWith(notificationReadSchema, { is_read: true })).toEqual({
      ok: true,
      value: { is_read: true },
    });
    const r = parseWith(notificationReadSchema, { is_read: 'true' });
    expect(r.ok ? {} : r.fields).toEqual({ is_read: MSG.invalidValue });
  });
});
