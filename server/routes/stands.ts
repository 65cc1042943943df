/**
 * Stand calls (spec 01 §2 "Create stand", "Stand detail", §4, §7 "Stands"):
 * reads for every role of the company (the super user everywhere), writes
 * for the super user and the company's ADMIN. Deactivating a stand leaves
 * all its vehicles without a stand, in the same transaction (design §5).
 * (GET /api/stands/{id}/vehicles is served with the vehicles.)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../src/domain/messages';
import { newStandFields } from '../../src/domain/record-defaults';
import { standCreateSchema, standUpdateSchema } from '../../src/domain/schemas/stands';
import { actorOf, companyInScope, loadInCompany } from '../auth/guard';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict, notFound } from '../errors';
import {
  findStandRow,
  insertStand,
  listCompanyStands,
  releaseStandVehicles,
  standAnswer,
  standAnswers,
  updateStand,
} from './stands-repository';
import { parseBody } from './validate';

type IdParams = { standId: string };

const bothSpellings = (path: string) => [path, `${path}/`];

export function standRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  /** The stand, if it exists in the caller's company (else 404, whichever the reason). */
  const load = (req: FastifyRequest<{ Params: IdParams }>) =>
    loadInCompany(actorOf(req), req.params.standId, (uuid) => findStandRow(db, uuid));

  const read = { config: { permission: 'stand.read' } } as const;
  const write = { config: { permission: 'stand.write' } } as const;

  app.get<{ Params: { companyId: string } }>('/api/stands/company/:companyId', read, async (req) => {
    const company = await companyInScope(db, actorOf(req), req.params.companyId);
    return { stands: await standAnswers(db, await listCompanyStands(db, company.uuid)) };
  });

  app.get<{ Params: IdParams }>('/api/stands/:standId', read, async (req) => {
    const row = await load(req);
    return { stand: await standAnswer(db, row) };
  });

  for (const path of bothSpellings('/api/stands')) {
    app.post(path, write, async (req, reply) => {
      const input = parseBody(standCreateSchema, req.body);
      const companyUuid = (await companyInScope(db, actorOf(req), input.companyUuid)).uuid;
      if (input.uuid && (await findStandRow(db, input.uuid))) throw badRequest({ uuid: MSG.invalidValue });
      const row = await insertStand(db, {
        ...(input.uuid ? { uuid: input.uuid } : {}),
        ...newStandFields(input),
        companyUuid,
      }).catch((err: unknown) => {
        if (isUniqueViolation(err)) throw badRequest({ uuid: MSG.invalidValue });
        throw err;
      });
      return reply.code(201).send({ stand: await standAnswer(db, row) });
    });
  }

  app.put<{ Params: IdParams }>('/api/stands/:standId', write, async (req) => {
    const row = await load(req);
    const input = parseBody(standUpdateSchema, req.body);
    // A stand never moves to another company; naming another one is naming a stand that is not there.
    if (input.companyUuid && input.companyUuid !== row.companyUuid) throw notFound();
    const updated = await db.transaction(async (tx) => {
      const changed = await updateStand(
        tx,
        row.uuid,
        { name: input.name, location: input.location, address: input.address, active: input.active },
        input.rowVersion,
      );
      if (!changed) {
        const current = await findStandRow(tx, row.uuid);
        throw current ? conflict(MSG.staleVersion, { current: await standAnswer(tx, current) }) : notFound();
      }
      // An inactive stand holds no vehicles (spec 01 §4).
      if (!changed.active) await releaseStandVehicles(tx, changed.uuid);
      return changed;
    });
    return { stand: await standAnswer(db, updated) };
  });
}
