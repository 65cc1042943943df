/** Parses a request part with a shared valibot schema, answering 400 with `fields` on failure. */
import type * as v from 'valibot';
import { parseWith } from '../../src/domain/validation';
import { badRequest } from '../errors';

export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = parseWith(schema, body ?? {});
  if (!result.ok) throw badRequest(result.fields);
  return result.value;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a uuid cannot name a record: answer as absent. */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
