/**
 * A react-hook-form resolver for a valibot schema from src/domain, so a form
 * shows the same messages the server would answer with (first message per field).
 */
import type { FieldErrors, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import * as v from 'valibot';
import { issuesToFields } from '../domain/validation';

/** The resolver of a form checked by a domain schema: values typed V, handed on as the schema outputs them (O). */
export type SchemaResolver<V extends FieldValues, O> = Resolver<V, unknown, O>;
/** A form checked by a domain schema (the admin screens' forms: useCreateForm, useDetailForm, useModalForm). */
export type SchemaForm<V extends FieldValues, O> = UseFormReturn<V, unknown, O>;

export function valibotResolver<S extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: S,
): SchemaResolver<v.InferInput<S>, v.InferOutput<S>> {
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
