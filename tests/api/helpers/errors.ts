/** The error answer of design §4, and the check a refusal test makes of it. */
import { expect } from 'vitest';

/** `{ error: { code, message, fields? } }`; a 409 also carries the record as it is now in `current`. */
export interface ErrorBody<Current = Record<string, unknown>> {
  error: { code: string; message: string; fields?: Record<string, string> };
  current?: Current;
}

interface Answer {
  statusCode: number;
  body: string;
  json: () => unknown;
}

export interface ExpectErrorOptions {
  /** Text the whole answer must not hold (a password hash, say). */
  without?: string;
}

/**
 * Checks a refusal's status and, when given, its code (and what `options` ask); returns the
 * parsed body for the test's own checks of message, fields or current record.
 */
export function expectError<Current = Record<string, unknown>>(
  res: Answer,
  status: number,
  code?: string,
  options: ExpectErrorOptions = {},
): ErrorBody<Current> {
  expect(res.statusCode, res.body).toBe(status);
  const answer = res.json() as ErrorBody<Current>;
  if (code !== undefined) expect(answer.error.code).toBe(code);
  if (options.without !== undefined) expect(res.body).not.toContain(options.without);
  return answer;
}
