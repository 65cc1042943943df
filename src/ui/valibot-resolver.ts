/**
 * A react-hook-form resolver for a valibot schema from src/domain, so a form
 * shows the same messages the server would answer with (first message per field).
 */
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import * as v from 'valibot';
import { issuesToFields } from '../domain/validation';

export function valibotResolver<S extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: S,
): Resolver<v.InferInput<S>, unknown, v.InferOutput<S>> {
  return async (values) => {
    const result = await v.safeParseAsync(schema, values);
    if (result.success) return { values: result.output, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const [path, message] of Object.entries(issuesToFields(result.issues))) {
      setPath(errors, path.split('.'), { type: 'validation', message });
    }
    return { values: {}, errors: errors as FieldErrors<v.InferInput<S>> };
  };
}

function setPath(target: Record<string, unknown>, keys: string[], value: unknown): void {
  const [head, ...rest] = keys;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const next = (target[head] ??= {}) as Record<string, unknown>;
  setPath(next, rest, value);
}
