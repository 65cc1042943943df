/**
 * What the vehicle form chooses from (spec 01 §7, spec 02 §7): the cost types
 * (GET /helpers/vehicle-cost-types) and the categories of extras (GET /categories/).
 */
import type { FastifyInstance } from 'fastify';
import { COST_TYPES } from '../../src/domain/enums';
import { COST_TYPE_LABELS } from '../../src/domain/labels';
import type { Db } from '../db/client';
import { extrasCatalogue } from '../services/vehicle-reads';

export function catalogueRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  const read = { config: { permission: 'vehicle.read' } } as const;

  app.get('/api/helpers/vehicle-cost-types', read, async () => {
    return { costTypes: COST_TYPES.map((value) => ({ value, label: COST_TYPE_LABELS[value] })) };
  });

  app.get('/api/categories', read, async () => ({ categories: await extrasCatalogue(db) }));
}
