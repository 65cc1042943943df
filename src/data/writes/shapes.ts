/**
 * The shapes most declared writes share: a delete by uuid, and an update of
 * the fields a payload names on the row's version. Declarations compose
 * these rather than repeat them.
 */
import * as v from 'valibot';
import type { SyncEntity } from '../../domain/sync';
import { uuidField } from '../../domain/validation';
import type { OutboxRow } from '../db/montra-db';
import { defineWrite, versionedBody, type HttpMethod, type JsonRequest } from '../sync/define-write';
import type { MirrorRecord } from '../sync/tracked-mirror';

/** DELETE of one record: gone from the mirror at once; already gone on the server is what the user wanted. */
export function defineDelete<T extends SyncEntity>(
  entity: T,
  options: { path(uuid: string): string; label(record: MirrorRecord<T> | undefined): string },
) {
  return defineWrite({
    entity,
    op: 'delete',
    payload: v.object({ uuid: uuidField }),
    target: (p) => p.uuid,
    label: async (p, tx) => options.label(await tx.get(entity, p.uuid)),
    optimistic: (tx, p) => tx.delete(entity, p.uuid),
    request: (p) => ({ method: 'DELETE', path: options.path(p.uuid) }),
    goneIsDone: true,
    apply: async (db, _answer, p) => {
      await db.table(entity).delete(p.uuid);
    },
  });
}

/** The fields a partial update names: without its uuid and version, and without the absent ones. */
export function namedFields<P extends { uuid: string; rowVersion?: number }>(
  payload: P,
): Record<string, unknown> {
  const { uuid: _uuid, rowVersion: _version, ...fields } = payload;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** An update request: `path(uuid)` with the payload's other fields, on the row's (re-based) version. */
export function updateRequest(method: HttpMethod, path: (uuid: string) => string) {
  return <P extends { uuid: string; rowVersion?: number }>(payload: P, row: OutboxRow): JsonRequest => {
    const { uuid, ...rest } = payload;
    return { method, path: path(uuid), body: versionedBody(rest, row) };
  };
}
