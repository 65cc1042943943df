/** GET /api/sync/changes?since=CURSOR&limit=N — the change feed of design §4. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { MSG } from '../../src/domain/messages';
import { SYNC_PAGE_DEFAULT, SYNC_PAGE_MAX } from '../../src/domain/sync';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import { readChanges } from '../sync/changes';
import { parseBody } from '../validate';

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

export function syncRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.get('/api/sync/changes', async (req) => {
    const actor = actorOf(req);
    const query = parseBody(querySchema, req.query);
    const since = query.since === '' ? 0 : Number(query.since);
    return readChanges(deps.db, actor, since, query.limit ?? SYNC_PAGE_DEFAULT);
  });
}
