/**
 * What an instance does when told to stop (SIGTERM: a rolling update, issue 23): it stops
 * accepting, lets the requests in flight finish within SHUTDOWN_GRACE_MS, closes its long-lived
 * streams so their clients reconnect to another instance, and ends. GET /api/ready answers 503 from
 * the first moment, so a balancer that probes it stops sending before the socket closes.
 *
 * A long-lived answer (the event stream) registers how to end itself:
 *
 *   const forget = app.longLived.add(() => reply.raw.end());
 *   req.raw.once('close', forget);
 *
 * Fastify's close waits for every open connection, so a stream left open would hold the stop for
 * the whole grace period; the registry's closers run in a `preClose` hook, before the server stops.
 */
import type { FastifyInstance } from 'fastify';

/** In-flight requests get this long after SIGTERM; then what is left is cut and the process ends. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface LongLived {
  /** Registers a closer for one open stream; returns the function that forgets it (call it on close). */
  add(close: () => void): () => void;
  /** Whether the instance is stopping (GET /api/ready answers 503). */
  readonly draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    longLived: LongLived;
  }
}

export function registerLongLived(app: FastifyInstance): void {
  const closers = new Set<() => void>();
  let draining = false;
  app.decorate('longLived', {
    add(close: () => void) {
      closers.add(close);
      return () => void closers.delete(close);
    },
    get draining() {
      return draining;
    },
  });
  // An answer sent while stopping closes its connection: a kept-alive one would otherwise hold the
  // stop until its idle timeout, the request being done.
  app.addHook('onSend', async (_req, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('preClose', async () => {
    draining = true;
    for (const close of closers) {
      try {
        close();
      } catch (err) {
        app.log.warn({ err }, 'closing a stream at shutdown failed');
      }
    }
    closers.clear();
  });
}

/**
 * Stops the app on SIGTERM/SIGINT as said above, then runs `after` (the database closed) and exits
 * 0. Requests still running after SHUTDOWN_GRACE_MS are cut.
 */
export function stopOnSignals(app: FastifyInstance, after: () => Promise<void>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: no new requests, finishing those in flight');
    const cut = setTimeout(() => {
      app.log.warn(`requests still running after ${SHUTDOWN_GRACE_MS} ms: cut`);
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    cut.unref();
    try {
      await app.close();
      await after();
    } catch (err) {
      app.log.error({ err }, 'stopping failed');
    }
    process.exit(0);
  };
  process.on('SIGINT', (s) => void stop(s));
  process.on('SIGTERM', (s) => void stop(s));
}
