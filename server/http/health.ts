/**
 * GET /api/health: the server answers (alive), and whether it still opens with the published demo
 * password (`demo`, seed/demo-password.ts): the app shows 'Dados de demonstração' while it does.
 * GET /api/ready: whether this instance should get traffic (issue 23; a load balancer's probe, and
 * the signal a rolling update waits for): the database answers, the media store answers, the
 * migrations ran (they run before the server listens) and the instance is not stopping. 503 otherwise,
 * naming what is wrong.
 */
import type { FastifyInstance } from 'fastify';

export interface Readiness {
  database: boolean;
  storage: boolean;
  draining: boolean;
}

export function healthRoutes(
  app: FastifyInstance,
  deps: { demo: () => Promise<boolean>; readiness: () => Promise<Readiness> },
): void {
  app.get('/api/health', { config: { public: true } }, async () => ({
    status: 'ok',
    demo: await deps.demo(),
  }));

  app.get('/api/ready', { config: { public: true } }, async (_req, reply) => {
    const { database, storage, draining } = await deps.readiness();
    const ready = database && storage && !draining;
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'unavailable',
      database: database ? 'ok' : 'unreachable',
      storage: storage ? 'ok' : 'unreachable',
      ...(draining ? { stopping: true } : {}),
    });
  });
}
