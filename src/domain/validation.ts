/**
 * Shared helpers for the valibot schemas: common field pieces with the spec's
 * messages, and the conversion of issues into the `fields` map of an error
 * answer (design §4), used by the forms and the server alike.
 */
import * as v from 'valibot';
import { MSG } from './messages';

/** Drops NUL characters: PostgreSQL text cannot hold them, and no form types them. */
export const dropNul = (value: string) => value.replaceAll('\u0000', '');

/** Trims and collapses repeated spaces (spec 01 §5). */
export function tidyText(value: string): string {
  return dropNul(value)
    .trim()
    .replace(/\s{2,}/g, ' ');
}

/** Trims and collapses repeated spaces, keeping line breaks (observations, descriptions). */
export function tidyLongText(value: string): string {
  return dropNul(value)
    .replace(/\r\n?/g, '\n')
    .trim()
    .replace(/[^\S\n]{2,}/g, ' ');
}

export const requiredText = (maxLength = 255) =>
  v.pipe(
    v.string(MSG.required),
    v.transform(tidyText),
    v.minLength(1, MSG.required),
    v.maxLength(maxLength, `Máximo de ${maxLength} caracteres`),
  );

export const optionalText = (maxLength = 255) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(MSG.invalidValue),
        v.transform(tidyText),
        v.maxLength(maxLength, `Máximo de ${maxLength} caracteres`),
      ),
    ),
  );

/** The rowVersion an update was made on (design §4): a stale one answers 409. */
export const rowVersionField = v.optional(
  v.pipe(
    v.number(MSG.mustBeNumber),
    v.integer(MSG.invalidValue),
    v.minValue(1, MSG.invalidValue),
    // The column is a PostgreSQL integer: a larger number cannot be a stored version.
    v.maxValue(2_147_483_647, MSG.invalidValue),
  ),
);

export const uuidField = v.pipe(v.string(MSG.required), v.uuid(MSG.invalidValue));

/** Nothing was given: absent, null or an empty string. */
export const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** 'Campo obrigatório' when nothing was given, `otherwise` for a value of the wrong kind. */
export const requiredOr =
  (otherwise: string) =>
  (issue: v.BaseIssue<unknown>): string =>
    isMissing(issue.input) ? MSG.required : otherwise;

/**
 * The message of an object schema's own issues. Valibot reports a key left out
 * of the input on the object, not on the field: it is required ('Campo
 * obrigatório') unless `keys` gives that field its own text; anything else
 * (not an object at all) is an invalid value.
 */
export const objectMessage =
  (keys: Readonly<Record<string, string>> = {}) =>
  (issue: v.BaseIssue<unknown>): string => {
    const key = issue.path?.at(-1)?.key;
    if (issue.input === undefined && typeof key === 'string') return keys[key] ?? MSG.required;
    return MSG.invalidValue;
  };

/** Earliest year a business date may carry (registrations of classic cars included). */
export const MIN_DATE_YEAR = 1900;

/** A YYYY-MM-DD date that exists on the calendar (2024-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_DATE_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A required business date, YYYY-MM-DD. */
export const requiredDate = v.pipe(
  v.string(requiredOr(MSG.invalidValue)),
  v.trim(),
  v.minLength(1, MSG.required),
  v.check(isCalendarDate, MSG.invalidValue),
);

/** An optional business date, YYYY-MM-DD; empty means none (null). */
export const nullableDate = v.optional(
  v.nullable(
    v.pipe(
      v.string(MSG.invalidValue),
      v.trim(),
      v.check((s) => s === '' || isCalendarDate(s), MSG.invalidValue),
      v.transform((s): string | null => (s === '' ? null : s)),
    ),
  ),
  null,
);

/** Maps issues to `{ field: message }`, first message per field wins. */
export function issuesToFields(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; fields: Record<string, string> };

export function parseWith<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): ParseResult<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  return { ok: false, fields: issuesToFields(result.issues) };
}
