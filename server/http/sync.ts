/**
 * GET /api/sync/changes?since=CURSOR&limit=N — the change feed of design §4 — and
 * GET /api/sync/events, its live companion (issue 23): a server-sent event stream that says
 * `event: changes` with the newest cursor when something the caller may see changed
 * (sync/live-streams.ts), so the device pulls at once instead of at its next poll.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { MSG } from '../../src/domain/messages';
import { SYNC_PAGE_DEFAULT, SYNC_PAGE_MAX } from '../../src/domain/sync';
import { actorOf, BEARER_RE } from '../auth/guard';
import { openSession, type SessionDeps } from '../auth/sessions';
import type { Db } from '../db/client';
import { AppError, unauthorized } from '../errors';
import { readChanges } from '../sync/changes';
import { MAX_STREAMS_PER_USER, type LiveStreams } from '../sync/live-streams';
import { parseBody } from '../validate';

/** Not in MSG: only the server says it. */
export const TOO_MANY_STREAMS_MESSAGE = 'Demasiadas ligações abertas para este utilizador';

const querySchema = v.object({
  since: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\d{1,18}$/, MSG.invalidValue))], MSG.invalidValue),
    '',
  ),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, MSG.mustBeNumber),
      v.transform(Number),
      v.minValue(1, MSG.invalidValue),
      v.maxValue(SYNC_PAGE_MAX, MSG.invalidValue),
    ),
  ),
});

export function syncRoutes(app: FastifyInstance, deps: { db: Db; live: LiveStreams; sessions: SessionDeps }) {
  app.get('/api/sync/changes', async (req) => {
    const actor = actorOf(req);
    const query = parseBody(querySchema, req.query);
    const since = query.since === '' ? 0 : Number(query.since);
    return readChanges(deps.db, actor, since, query.limit ?? SYNC_PAGE_DEFAULT);
  });

  app.get('/api/sync/events', async (req, reply) => {
    const actor = actorOf(req);
    const claims = req.sessionClaims;
    const token = BEARER_RE.exec(req.headers.authorization ?? '')?.[1];
    if (!claims || !token) throw unauthorized();
    if (deps.live.countOf(actor.uuid) >= MAX_STREAMS_PER_USER) {
      throw new AppError(429, 'TOO_MANY_STREAMS', TOO_MANY_STREAMS_MESSAGE);
    }
    // Written straight to the socket: the compression and cache hooks (onSend) would hold the
    // events back, and so would a proxy that buffers (X-Accel-Buffering: no, for nginx).
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    // The first bytes go at once: the client knows the stream is up (and pulls what it missed).
    res.write(': connected\n\n');
    deps.live.add(
      actor,
      res,
      async () => (await openSession(deps.sessions, token, 'api')) !== null,
      claims.remainingS * 1000,
    );
  });
}
