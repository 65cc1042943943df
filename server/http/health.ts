/**
 * GET /api/health: the server answers, and whether it still opens with the published demo
 * password (`demo`, seed/demo-password.ts): the app shows 'Dados de demonstração' while it does.
 */
import type { FastifyInstance } from 'fastify';

export function healthRoutes(app: FastifyInstance, deps: { demo: () => Promise<boolean> }): void {
  app.get('/api/health', { config: { public: true } }, async () => ({
    status: 'ok',
    demo: await deps.demo(),
  }));
}
