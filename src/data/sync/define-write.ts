/**
 * A write is declared once (design §2): its payload schema, its optimistic
 * change to the mirror, the request that sends it and how the server's answer
 * lands in the mirror. `defineWrite` returns the typed function a screen
 * calls, carrying its declaration; src/data/writes/index.ts collects them into
 * the registry keyed [entity, op] (write-registry.ts) — queued rows are data,
 * replayed through that registry by the page and the service worker alike.
 * Files are declared the same way (`defineFileWrite`): their bytes wait in the
 * `blobs` table beside the row and travel in the upload lane.
 */
import * as v from 'valibot';
import type { SyncEntity } from '../../domain/sync';
import type { User } from '../../domain/types';
import type { MontraDb, OutboxRow } from '../db/montra-db';
import { enqueue, enqueueAll } from './enqueue';
import type { TrackedMirror } from './tracked-mirror';

/** Who makes the write: the signed-in user, from the session. */
export interface WriteActor {
  user: User;
  userUuid: string;
  companyUuid: string | null;
}

export type HttpMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON request; `path` is under /api, without the leading slash. */
export interface JsonRequest {
  method: HttpMethod;
  path: string;
  /** Omitted for a DELETE without a body. */
  body?: unknown;
}

/** A multipart upload: the file goes in `field`, next to the text `fields`. */
export interface FileRequest {
  method: 'POST';
  path: string;
  field: string;
  fields?: Record<string, string>;
}

/** The payload schema of a declaration: the screen passes its input, the row keeps its output. */
export type PayloadSchema = v.GenericSchema<unknown, unknown>;

interface BaseSpec<P> {
  entity: SyncEntity;
  op: string;
  /** Checked before the write is queued, and again before a queued row is replayed. */
  payload: PayloadSchema;
  /** The record the write is about. */
  target(payload: P): string;
  /** The rowVersion the change was made on (updates): the row's `baseVersion`, sent back as `rowVersion`. */
  baseVersion?(payload: P): number | undefined;
  /** A short pt-PT line for the sync panel, read before the optimistic change. */
  label(payload: P, tx: TrackedMirror): string | Promise<string>;
  /**
   * The change shown at once; it writes only through `tx`, which keeps every before-image.
   * `row.id` is the row's id, also the key of a file's bytes in `blobs`.
   */
  optimistic(tx: TrackedMirror, payload: P, actor: WriteActor, row: { id: string }): Promise<void>;
  /** Puts the server's answer into the mirror (the row goes in the same transaction). */
  apply(db: MontraDb, answer: unknown, payload: P, row: OutboxRow): Promise<void>;
  /** A 404 means the write already happened (a delete): done, not refused. */
  goneIsDone?: boolean;
  /** The server's current record of a 409 as the mirror keeps it ('take theirs'); as answered by default. */
  theirs?(current: unknown): unknown;
  /**
   * A 409 that sending again can never win (a sale of a vehicle someone else sold): why, in pt-PT.
   * The sync panel then says it and offers only the discard — 'Manter a minha' would loop.
   */
  finalConflict?: string;
  /** 'Keep mine' after a 409: the payload to send again on the server's record (unchanged by default). */
  rebase?(payload: P, before: unknown, theirs: unknown): P;
  /**
   * Records whose earlier queued writes must reach the server first: a logo waits for its
   * company made offline; a photo's feature flag or the photo order waits for the photos'
   * uploads (the upload lane runs beside the JSON lane, so without this it could overtake).
   */
  after?(payload: P): string[];
}

export interface WriteSpec<P> extends BaseSpec<P> {
  request(payload: P, row: OutboxRow): JsonRequest;
}

export interface FileWriteSpec<P> extends BaseSpec<P> {
  request(payload: P, row: OutboxRow): FileRequest;
}

export type AnySpec = (WriteSpec<never> | FileWriteSpec<never>) & { kind: 'json' | 'file' };

/** What `enqueue` needs to run a declared write now. */
export interface WriteContext {
  db: MontraDb;
  actor: WriteActor;
}

/** A chosen file, read into memory before the transaction (IndexedDB transactions cannot await a read). */
export interface QueuedBytes {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

/**
 * A queued write the screen calls: resolves with the row id (its Idempotency-Key) once saved
 * here; `all` queues several in one transaction.
 */
export type WriteAction<P> = ((payload: P) => Promise<string>) & {
  spec: WriteSpec<P>;
  /** The declaration as the registry keeps it (write-registry.ts). */
  declaration: AnySpec;
  all(payloads: readonly P[]): Promise<string[]>;
};

export function defineWrite<S extends v.GenericSchema>(
  spec: WriteSpec<v.InferOutput<S>> & { payload: S },
): WriteAction<v.InferInput<S>> {
  const full = { ...spec, kind: 'json' } as unknown as AnySpec;
  return Object.assign((payload: v.InferInput<S>) => enqueue(full, payload), {
    spec: spec as unknown as WriteSpec<v.InferInput<S>>,
    declaration: full,
    all: (payloads: readonly v.InferInput<S>[]) => enqueueAll(full, payloads),
  });
}

/** A queued upload the screen calls with the chosen file. */
export type FileWriteAction<P> = ((payload: P, file: Blob & { name?: string }) => Promise<string>) & {
  spec: FileWriteSpec<P>;
  /** The declaration as the registry keeps it (write-registry.ts). */
  declaration: AnySpec;
};

export function defineFileWrite<S extends v.GenericSchema>(
  spec: FileWriteSpec<v.InferOutput<S>> & { payload: S },
): FileWriteAction<v.InferInput<S>> {
  const full = { ...spec, kind: 'file' } as unknown as AnySpec;
  return Object.assign(
    async (payload: v.InferInput<S>, file: Blob & { name?: string }) =>
      enqueue(full, payload, {
        name: file.name ?? 'ficheiro',
        type: file.type || 'application/octet-stream',
        bytes: await file.arrayBuffer(),
      }),
    { spec: spec as unknown as FileWriteSpec<v.InferInput<S>>, declaration: full },
  );
}

/**
 * A payload schema that checks what the request needs (the uuids and keys its path and body
 * use) and lets the rest through as the declaration's type: the full rules run on the server.
 */
export function payloadShape<P>(entries: v.ObjectEntries): v.GenericSchema<P, P> {
  return v.looseObject(entries) as unknown as v.GenericSchema<P, P>;
}

/** The body of an update: the payload without its own version, on the row's (re-based) `baseVersion`. */
export function versionedBody<P extends { rowVersion?: number }>(payload: P, row: OutboxRow): unknown {
  const { rowVersion: _mine, ...rest } = payload;
  return row.baseVersion === undefined ? rest : { ...rest, rowVersion: row.baseVersion };
}
