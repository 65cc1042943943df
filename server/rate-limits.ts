/**
 * A per-user rate limit on the API (issue 21), with @fastify/rate-limit: signed-in calls are counted
 * per user, public ones (login, register's refusals) per address, each kind of call in a bucket of
 * its own — uploads, PDFs and CSVs cost far more than a read, so they get fewer; the media a list
 * shows scroll by in hundreds, so they get more. A call over its limit answers 429 in the error
 * shape with `Retry-After`; the sync engine and the service worker back off on it as on a network
 * error. The counts are each instance's own (memory): behind a load balancer of N instances a user
 * gets at most N times the figure, still far from a flood. The app's own files are not counted.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

export const DEFAULT_RATE_LIMIT_PER_MINUTE = 1200;
const MINUTE_MS = 60_000;

/** Not in MSG: only the server says it. */
export const RATE_LIMITED_MESSAGE = 'Demasiados pedidos em pouco tempo. Por favor aguarde um momento';

type Bucket = 'api' | 'upload' | 'document' | 'media' | 'events';

/** Each bucket's share of the per-minute figure. */
/** The event stream is one long call: counted once per connection, in a bucket of its own (a tab's
 * reconnects never eat into its API calls), roomy enough for several devices reconnecting. */
const BUCKET_SHARE: Record<Bucket, number> = {
  api: 1,
  upload: 1 / 10,
  document: 1 / 20,
  media: 10,
  events: 1 / 20,
};

const DOCUMENT_PATH_RE = /^\/api\/(documents|documents-company)\/|\/generate-pdf\/?$/;

function bucketOf(req: FastifyRequest): Bucket {
  const path = req.routeOptions.url ?? req.url;
  if (path.startsWith('/api/media/')) return 'media';
  if (path === '/api/sync/events') return 'events';
  if (DOCUMENT_PATH_RE.test(path)) return 'document';
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  if (req.method !== 'GET' && type.startsWith('multipart/')) return 'upload';
  return 'api';
}

const who = (req: FastifyRequest): string => (req.actorOrNull ? `u:${req.actorOrNull.uuid}` : `a:${req.ip}`);

export async function registerRateLimits(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    // After the token is read (onRequest), so a signed-in call counts against its user.
    hook: 'preHandler',
    timeWindow: MINUTE_MS,
    keyGenerator: (req) => `${bucketOf(req)}|${who(req)}`,
    max: (req) => Math.max(1, Math.round(perMinute * BUCKET_SHARE[bucketOf(req)])),
    allowList: (req) => !req.url.startsWith('/api/') || req.url === '/api/health',
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE),
  });
}
