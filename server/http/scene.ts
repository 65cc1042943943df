import type { FastifyRequest } from 'fastify';
import { actorOf } from '../auth/guard';
import type { AuditScene } from '../services/audit';

/** The caller and their address, as the writes that join the audit trail are told them. */
export function sceneOf(req: FastifyRequest): AuditScene {
  const { uuid, username } = actorOf(req);
  return { actor: { uuid, username }, address: req.ip };
}
