/**
 * Stand calls (spec 01 §2 "Create stand", "Stand detail", §4, §7 "Stands"):
 * reads for every role of the company (the super user everywhere), writes
 * for the super user and the company's ADMIN (services/stand-writes.ts).
 * (GET /api/stands/{id}/vehicles is served with the vehicles.)
 */
import type { FastifyInstance } from 'fastify';
import { standCreateSchema, standUpdateSchema } from '../../src/domain/schemas/stands';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import { companyStands, loadStand, standAnswer } from '../services/stand-reads';
import { createStand, updateStand } from '../services/stand-writes';
import { parseBody } from '../validate';

type IdParams = { standId: string };

export function standRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  const read = { config: { permission: 'stand.read' } } as const;
  const write = { config: { permission: 'stand.write' } } as const;

  app.get<{ Params: { companyId: string } }>('/api/stands/company/:companyId', read, async (req) => ({
    stands: await companyStands(db, actorOf(req), req.params.companyId),
  }));

  app.get<{ Params: IdParams }>('/api/stands/:standId', read, async (req) => ({
    stand: await standAnswer(db, await loadStand(db, actorOf(req), req.params.standId)),
  }));

  app.post('/api/stands', write, async (req, reply) => {
    const input = parseBody(standCreateSchema, req.body);
    return reply.code(201).send({ stand: await createStand(db, actorOf(req), input) });
  });

  app.put<{ Params: IdParams }>('/api/stands/:standId', write, async (req) => {
    const row = await loadStand(db, actorOf(req), req.params.standId);
    const input = parseBody(standUpdateSchema, req.body);
    return { stand: await updateStand(db, row, input) };
  });
}
