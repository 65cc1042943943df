/** Parses a request part with a shared valibot schema, answering 400 with `fields` on failure. */
import * as v from 'valibot';
import { MSG } from '../src/domain/messages';
import { issuesToFields } from '../src/domain/validation';
import { badRequest } from './errors';

/**
 * The message of an issue whose schema names none: valibot's defaults are
 * English ("Invalid key: Expected ..."). A key absent from the body is a
 * required field left out; anything else is an invalid value.
 */
const fallbackMessage = (issue: v.BaseIssue<unknown>) =>
  issue.input === undefined ? MSG.required : MSG.invalidValue;

export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body ?? {}, { message: fallbackMessage });
  if (result.success) return result.output;
  const { _: root, ...fields } = issuesToFields(result.issues);
  // An issue without a path is about the body itself (a string or an array where an object belongs).
  throw badRequest(root === undefined ? fields : { body: MSG.invalidBody, ...fields });
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The query string of a request URL, as the domain's filter readers take it. */
export const queryOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');

/** A path id that is not a uuid cannot name a record: answer as absent. */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
