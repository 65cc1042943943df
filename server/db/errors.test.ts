import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './errors';

/** What node-postgres and PGlite throw for a duplicate key, and Drizzle's wrapping of it. */
const driverError = (code: string, constraint?: string) =>
  Object.assign(new Error('duplicate key'), { code, constraint });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query'), { cause });

describe('isUniqueViolation', () => {
  const cyclic: { cause?: unknown } = {};
  cyclic.cause = cyclic;

  it.each([
    ['a driver error 23505', driverError('23505', 'users_pkey'), undefined, true],
    ['the same, wrapped by Drizzle', wrapped(driverError('23505', 'users_pkey')), undefined, true],
    ['a violation of the named index', wrapped(driverError('23505', 'users_pkey')), 'users_pkey', true],
    [
      'a violation of another index',
      wrapped(driverError('23505', 'users_username_index')),
      'users_pkey',
      false,
    ],
    ['a foreign key violation', wrapped(driverError('23503')), undefined, false],
    ['an error without a code', new Error('boom'), undefined, false],
    ['a cause that points at itself', cyclic, undefined, false],
    ['not an error at all', null, undefined, false],
  ])('%s', (_name, error, constraint, expected) => {
    expect(isUniqueViolation(error, constraint)).toBe(expected);
  });
});
