/**
 * Slow requests cannot hold the server (issue 21: a login announcing 1,000 bytes and sending one every
 * 10 s was still open after 130 s). Node's own request timeout measures a whole request, which would
 * cut a video going up honestly on the workshop's Wi-Fi; so a body is judged by its pace instead:
 * - a body that is not an upload (JSON, at most 1 MiB) must arrive within `bodyDeadlineMs`;
 * - an upload (multipart) must bring at least `uploadMinBytesPerWindow` in every `uploadWindowMs`.
 * A request that falls behind answers 408 in the error shape and its connection is closed.
 * The pace is read from the socket's byte count, so the body stream is left to its parser.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorBody } from './errors';

/** Not in MSG: only the server says it, to a connection too slow to send its request. */
export const SLOW_REQUEST_MESSAGE = 'O pedido demorou demasiado tempo. Por favor tente novamente';

export interface SlowRequestLimits {
  /** How long a non-upload body may take to arrive, whole (ms). */
  bodyDeadlineMs: number;
  /** How often an upload's pace is checked (ms). */
  uploadWindowMs: number;
  /** The least an upload must bring in each window (bytes): 16 KiB in 20 s is under 1 KiB/s. */
  uploadMinBytesPerWindow: number;
}

export const DEFAULT_SLOW_REQUEST_LIMITS: SlowRequestLimits = {
  bodyDeadlineMs: 60_000,
  uploadWindowMs: 20_000,
  uploadMinBytesPerWindow: 16 * 1024,
};

/** An idle connection (nothing sent either way) is closed after this long (Fastify's connectionTimeout). */
export const CONNECTION_IDLE_TIMEOUT_MS = 120_000;

const hasBody = (req: FastifyRequest): boolean =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

function cut(req: FastifyRequest, reply: FastifyReply): void {
  req.log.warn({ url: req.url }, 'request body too slow: connection closed');
  if (!reply.sent) {
    const err = new AppError(408, 'TIMEOUT', SLOW_REQUEST_MESSAGE);
    void reply.code(408).header('connection', 'close').send(errorBody(err));
  }
  // The answer is written first; then the half-sent body's connection goes.
  setImmediate(() => req.raw.socket?.destroySoon());
}

export function registerSlowRequestGuard(app: FastifyInstance, limits: SlowRequestLimits): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.raw.complete || !hasBody(req)) return;
    const socket = req.raw.socket;
    const upload = (req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
    const started = Date.now();
    let lastBytes = socket.bytesRead;
    const period = upload ? limits.uploadWindowMs : Math.min(limits.bodyDeadlineMs, limits.uploadWindowMs);
    const timer = setInterval(() => {
      if (req.raw.complete || reply.sent || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const bytes = socket.bytesRead;
      const tooSlow = upload
        ? bytes - lastBytes < limits.uploadMinBytesPerWindow
        : Date.now() - started >= limits.bodyDeadlineMs;
      lastBytes = bytes;
      if (tooSlow) {
        clearInterval(timer);
        cut(req, reply);
      }
    }, period);
    timer.unref();
    req.raw.once('close', () => clearInterval(timer));
  });
}
