/**
 * Shared helpers for the valibot schemas: common field pieces with the spec's
 * messages, and the conversion of issues into the `fields` map of an error
 * answer (design §4), used by the forms and the server alike.
 */
import * as v from 'valibot';
import { MSG } from './messages';

/** Trims and collapses repeated spaces (spec 01 §5). */
export function tidyText(value: string): string {
  return value.trim().replace(/\s{2,}/g, ' ');
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
  v.pipe(v.number(MSG.mustBeNumber), v.integer(MSG.invalidValue), v.minValue(1, MSG.invalidValue)),
);

export const uuidField = v.pipe(v.string(MSG.required), v.uuid(MSG.invalidValue));

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
