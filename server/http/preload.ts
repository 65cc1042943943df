/**
 * A record read in the route's own preHandler, before the route's permission check (which
 * guard.ts runs as the last preHandler): for the routes whose check needs the record (acting on
 * one's own user) and those whose stranger must get 404 rather than 403 (a vehicle the caller
 * cannot see). The record first, then the role, then the handler, which takes the record read.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { actorOf, type AuthedUser } from '../auth/guard';

export interface Preloaded<R> {
  /** The route's preHandler: reads the record the path names (a loader's 404 answers the call). */
  preHandler: preHandlerAsyncHookHandler;
  /** The record read for this request. */
  of(req: FastifyRequest): R;
}

/**
 * `param` names the path parameter holding the record's id; `load` answers undefined to leave
 * the record unread (the check then refuses the call).
 */
export function preload<R>(
  param: string,
  load: (actor: AuthedUser, id: string) => Promise<R | undefined>,
): Preloaded<R> {
  const loaded = new WeakMap<FastifyRequest, R>();
  return {
    preHandler: async (req) => {
      const id = (req.params as Record<string, string | undefined>)[param] ?? '';
      const record = await load(actorOf(req), id);
      if (record !== undefined) loaded.set(req, record);
    },
    of(req) {
      const record = loaded.get(req);
      if (record === undefined) throw new Error(`no record was read for :${param}`);
      return record;
    },
  };
}
