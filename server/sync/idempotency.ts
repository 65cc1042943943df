/**
 * Idempotency-Key for every write (design §4): the first answer to a key is
 * stored per user and replayed for any retry, which changes nothing again.
 * A key is claimed before the handler runs, so two copies of the same write
 * racing each other cannot both execute; a claim left by a crashed request
 * is taken over after IDEMPOTENCY_CLAIM_TTL_MS. Answers are kept
 * IDEMPOTENCY_RETENTION_DAYS days; 5xx answers are not kept (the retry runs).
 * Multipart writes (the logo upload) are covered alike: the claim is made
 * before the handler reads the upload, so a retry stores no second file.
 * A claim taken over is marked `resumed`: the dead attempt may have committed
 * its write without storing the answer (the process killed in between), so
 * a create handler then answers the record its device uuid already names
 * instead of refusing the uuid or making a second record.
 * A replay is the same JSON, not the same bytes: jsonb keeps no key order.
 * A key is bound to its request: the stored claim keeps a hash of method, path and JSON body, and
 * the same key with another request answers 422 and applies nothing (requestHash below says what
 * the hash leaves out, and why).
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../src/domain/messages';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, badRequest } from '../errors';
import { runScheduled } from '../repositories/scheduled-runs';

export const IDEMPOTENCY_RETENTION_DAYS = 30;
export const IDEMPOTENCY_CLAIM_TTL_MS = 60_000;
const CLEANUP_INTERVAL_MS = 24 * 60 * 60 * 1000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_RE = /^[A-Za-z0-9._:-]{8,128}$/;
/** statusCode of a claimed key whose answer is not known yet. */
const PENDING = 0;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: { userUuid: string; key: string; resumed?: boolean } | null;
  }
}

/**
 * At the start of a server that owns its database alone (embedded PGlite): a claim still
 * unanswered belongs to a process that is gone (killed mid-request), so it is aged past the TTL
 * and the client's retry resumes it at once instead of waiting IDEMPOTENCY_CLAIM_TTL_MS.
 */
export async function releaseDeadClaims(db: Db): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - make_interval(secs => ${IDEMPOTENCY_CLAIM_TTL_MS / 1000 + 1})` })
    .where(eq(idempotencyKeys.statusCode, PENDING));
}

/** A JSON value with its object keys sorted, so equal bodies hash alike whatever their key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/**
 * What a key is bound to: method, path and JSON body. Left out: a multipart body (the handler
 * streams it after the claim, and a browser makes a new boundary per attempt) and the body's
 * top-level `rowVersion`: a device re-bases a queued update on the version its earlier write was
 * answered with, so an honest retry of an update that already applied may name a newer version,
 * and must replay its answer rather than be refused.
 */
export function requestHash(req: FastifyRequest): string {
  const body = req.body;
  const json =
    body && typeof body === 'object' && !Buffer.isBuffer(body) && !req.isMultipart()
      ? canonical({ ...(body as Record<string, unknown>), rowVersion: undefined })
      : null;
  return createHash('sha256')
    .update(JSON.stringify([req.method, req.url, json]))
    .digest('hex');
}

/** Whether this request resumes a write whose first attempt died without an answer (see the header). */
export const resumesDeadAttempt = (req: FastifyRequest): boolean => req.idempotency?.resumed === true;

export function registerIdempotency(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (req, reply) => {
    if (!WRITE_METHODS.has(req.method) || !req.actorOrNull) return;
    const header = req.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_RE.test(key)) throw badRequest({ 'Idempotency-Key': MSG.invalidValue });
    const userUuid = req.actorOrNull.uuid;
    const path = req.url;
    const hash = requestHash(req);

    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userUuid, key, method: req.method, path, requestHash: hash, statusCode: PENDING, body: null })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      req.idempotency = { userUuid, key };
      return;
    }

    const [stored] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userUuid, userUuid), eq(idempotencyKeys.key, key)));
    if (!stored) throw new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', MSG.serverError);
    const sameRequest = stored.requestHash === null || stored.requestHash === hash;
    if (stored.method !== req.method || stored.path !== path || !sameRequest) {
      throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', MSG.invalidValue, {
        'Idempotency-Key': MSG.invalidValue,
      });
    }
    if (stored.statusCode === PENDING) {
      const age = Date.now() - new Date(stored.createdAt).getTime();
      if (age < IDEMPOTENCY_CLAIM_TTL_MS) {
        throw new AppError(
          409,
          'IDEMPOTENCY_IN_PROGRESS',
          'Pedido em processamento. Por favor tente mais tarde',
        );
      }
      // The first attempt died without an answer: this retry takes the claim over.
      await db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now()` })
        .where(and(eq(idempotencyKeys.userUuid, userUuid), eq(idempotencyKeys.key, key)));
      req.idempotency = { userUuid, key, resumed: true };
      return;
    }
    reply.header('idempotent-replay', 'true');
    return reply.code(stored.statusCode).send(stored.body);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const claim = req.idempotency;
    if (!claim) return payload;
    req.idempotency = null;
    const where = and(eq(idempotencyKeys.userUuid, claim.userUuid), eq(idempotencyKeys.key, claim.key));
    if (reply.statusCode >= 500) {
      await db.delete(idempotencyKeys).where(where);
      return payload;
    }
    let body: unknown = null;
    if (typeof payload === 'string') {
      try {
        body = JSON.parse(payload);
      } catch {
        body = payload;
      }
    }
    await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, body }).where(where);
    return payload;
  });

  const cleanup = async () => {
    await db
      .delete(idempotencyKeys)
      .where(
        lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${IDEMPOTENCY_RETENTION_DAYS})`),
      );
  };
  // Once a period across every instance on the database (repositories/scheduled-runs.ts).
  const cleanupOnce = () => runScheduled(db, 'idempotency-cleanup', CLEANUP_INTERVAL_MS, cleanup);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await cleanupOnce();
    timer = setInterval(() => void cleanupOnce().catch(() => undefined), CLEANUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
