/**
 * The upload lane: queued files (a company logo; vehicle photos, video and
 * files next) go up one at a time, in the order they were queued, beside —
 * never behind — the JSON writes. A file waits for the queued writes of its
 * own record (a logo for the company made offline) and then uploads with
 * progress. A refused file keeps its bytes and does not hold back the next;
 * a network failure stops the lane and backs off, so the order holds.
 */
import { dueNow } from '../../domain/sync-rules';
import { apiUrl, reportUnauthorized } from '../api/client';
import type { MontraDb, OutboxRow } from '../db/montra-db';
import type { FileRequest, FileWriteSpec } from './define-write';
import { describe, mark, settle, unsendable, type PushResult, type Reply } from './push';
import type { WriteRegistry } from './write-registry';

export interface UploadRequest {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  onProgress?(loaded: number, total: number): void;
}

/** Sends one multipart request; status 0 = no answer. The page uses XHR (progress), the worker fetch. */
export type Uploader = (request: UploadRequest) => Promise<{ status: number; body: unknown }>;

export interface UploadContext {
  db: MontraDb;
  userUuid: string;
  token: string;
  /** The declarations the rows are replayed through. */
  writes: WriteRegistry;
  upload: Uploader;
  now?: () => number;
  onProgress?(rowId: string, loaded: number, total: number): void;
}

export async function uploadFiles(ctx: UploadContext): Promise<PushResult> {
  const { db } = ctx;
  const now = ctx.now ?? Date.now;
  const rows = await db.outbox.orderBy('seq').toArray();
  let sent = 0;
  for (const queued of rows) {
    if (!queued.file || queued.userUuid !== ctx.userUuid) continue;
    // As it is now: an earlier upload of the lane may have changed the queue.
    const row = await db.outbox.get(queued.seq ?? -1);
    if (!row?.file || !dueNow(row, now())) continue;
    const spec = ctx.writes.spec(row.entity, row.op);
    const problem = unsendable(row, spec);
    if (problem || !spec || spec.kind !== 'file') {
      await mark(db, row, { state: 'failed', lastError: problem ?? 'Operação desconhecida' });
      continue;
    }
    const fileSpec = spec as unknown as FileWriteSpec<unknown>;
    if (await waitsForRecord(db, row, fileSpec)) continue;
    const blob = await db.blobs.get(row.file.blobId);
    if (!blob) {
      await mark(db, row, { state: 'failed', lastError: 'O ficheiro já não está neste dispositivo.' });
      continue;
    }
    const request = fileSpec.request(row.payload, row) as FileRequest;
    const form = new FormData();
    for (const [name, value] of Object.entries(request.fields ?? {})) form.append(name, value);
    form.append(request.field, new Blob([blob.bytes], { type: blob.type }), blob.name);
    const result = await ctx.upload({
      url: apiUrl(request.path),
      headers: { authorization: `Bearer ${ctx.token}`, 'idempotency-key': row.idempotencyKey ?? row.id },
      body: form,
      onProgress: (loaded, total) => ctx.onProgress?.(row.id, loaded, total),
    });
    const outcome = await settle(db, row, spec, toReply(result), now);
    if (outcome === 'sent') sent += 1;
    else if (outcome === 'reauth') {
      reportUnauthorized();
      return { sent, stopped: 'reauth' };
    } else if (outcome === 'unavailable') return { sent, stopped: 'unavailable' };
  }
  return { sent, stopped: null };
}

/** An earlier JSON write of the file's record (or of a record it names in `after`) is still queued. */
async function waitsForRecord(db: MontraDb, row: OutboxRow, spec: FileWriteSpec<unknown>): Promise<boolean> {
  const records = new Set([row.targetUuid, ...(spec.after?.(row.payload) ?? [])]);
  const earlier = await db.outbox
    .where('seq')
    .below(row.seq ?? 0)
    .filter((other) => !other.file && records.has(other.targetUuid))
    .count();
  return earlier > 0;
}

function toReply(result: { status: number; body: unknown }): Reply {
  if (result.status >= 200 && result.status < 300) return { status: result.status, answer: result.body };
  const error = (
    result.body as { error?: { code?: string; message?: string; fields?: Record<string, string> } }
  )?.error;
  return {
    status: result.status,
    errorBody: result.body,
    code: error?.code ?? (result.status === 0 ? 'NETWORK' : 'HTTP_ERROR'),
    message:
      result.status === 0
        ? 'Sem ligação ao servidor'
        : describe(error?.message ?? `HTTP ${result.status}`, error?.fields ?? {}),
  };
}

function readBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The service worker's uploader (no XHR there) and the tests': fetch, without progress. */
export const fetchUploader: Uploader = async (request) => {
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
    });
    return { status: response.status, body: readBody(await response.text()) };
  } catch {
    return { status: 0, body: undefined };
  }
};

/** An upload that has sent nothing for this long is given up (and retried later). */
export const UPLOAD_STALL_TIMEOUT_MS = 120_000;

/** The page's uploader: XHR, because fetch has no upload progress. */
export const xhrUploader: Uploader = (request) =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    let stall = 0;
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => xhr.abort(), UPLOAD_STALL_TIMEOUT_MS) as unknown as number;
    };
    xhr.upload.onprogress = (event) => {
      watch();
      request.onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      clearTimeout(stall);
      resolve({ status: xhr.status, body: readBody(xhr.responseText) });
    };
    xhr.onerror = xhr.onabort = () => {
      clearTimeout(stall);
      resolve({ status: 0, body: undefined });
    };
    watch();
    xhr.send(request.body);
  });
