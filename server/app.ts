/**
 * buildApp(deps): the Fastify instance, with no listening socket, so tests
 * drive it with inject(). main.ts opens the database and listens.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { inlineScriptHashes } from './inline-script-hashes';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import { MSG } from '../src/domain/messages';
import { registerAuth } from './auth/guard';
import {
  DEFAULT_LOGIN_LIMITS,
  LoginLimiter,
  TooManyAttemptsError,
  type LoginLimits,
} from './auth/login-limiter';
import { Revocations } from './auth/revocations';
import { tokenIssuer, TOKEN_TTL_S } from './auth/tokens';
import { UserCache, usersChanged } from './auth/user-cache';
import type { Db } from './db/client';
import { AppError, errorBody } from './errors';
import { DEFAULT_RATE_LIMIT_PER_MINUTE, registerRateLimits } from './rate-limits';
import {
  CONNECTION_IDLE_TIMEOUT_MS,
  DEFAULT_SLOW_REQUEST_LIMITS,
  registerSlowRequestGuard,
  type SlowRequestLimits,
} from './slow-requests';
import { answerClientError, answerFrameworkError, registerJsonBodies, toAppError } from './http-edge';
import { registerSecurityHeaders } from './security-headers';
import { DEFAULT_MEDIA_QUOTA_MB, withQuota } from './media/quota';
import { diskStorage, type MediaStorage } from './media/storage';
import { auditRoutes } from './http/audit';
import { authRoutes } from './http/auth';
import { catalogueRoutes } from './http/catalogue';
import { companyRoutes } from './http/companies';
import { contactRoutes } from './http/contacts';
import { contactsCsvRoutes } from './http/contacts-csv';
import { documentRoutes } from './http/documents';
import { saleDocumentRoutes } from './http/sale-documents';
import { financialRoutes } from './http/financials';
import { healthRoutes } from './http/health';
import { mediaRoutes } from './http/media';
import { notificationRoutes } from './http/notifications';
import { publicCatalogueRoutes } from './http/public-catalogue';
import { publicLeadRoutes } from './http/public-leads';
import { saleRoutes } from './http/sales';
import { salesCsvRoutes } from './http/sales-csv';
import { standRoutes } from './http/stands';
import { supplierRoutes } from './http/suppliers';
import { syncRoutes } from './http/sync';
import { registerIdempotency } from './sync/idempotency';
import { LiveStreams } from './sync/live-streams';
import { createNotifyBus } from './sync/notify-bus';
import { pruneAudit } from './services/audit';
import { pruneLeadHits } from './services/lead-limits';
import { LEAD_WINDOW_MS } from '../src/domain/schemas/leads';
import { runScheduled } from './repositories/scheduled-runs';
import { pingDatabase } from './repositories/health';
import { registerLongLived } from './graceful';
import { demoPasswordCheck } from './seed/demo-password';
import { AUDIT_DEFAULT_RETENTION_DAYS } from '../src/domain/audit';
import { userRoutes } from './http/users';
import { vehicleCostRoutes } from './http/vehicle-costs';
import { vehiclePhotoRoutes } from './http/vehicle-photos';
import { vehicleRoutes } from './http/vehicles';
import { vehicleAnalysisRoutes } from './http/vehicle-analysis';
import { vehicleFileRoutes } from './http/vehicle-files';
import { vehicleVideoRoutes } from './http/vehicle-video';

export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';
/** How often counted password checks older than an hour, and ended sessions now expired, are forgotten. */
const LOGIN_ATTEMPTS_PRUNE_MS = 10 * 60 * 1000;
/** How often audit events older than AUDIT_RETENTION_DAYS are removed (the retention is in days). */
const AUDIT_PRUNE_MS = 60 * 60 * 1000;
/** GET /api/ready: a database or store slower than this to answer counts as unreachable. */
const READY_PROBE_TIMEOUT_MS = 2000;
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** Answers smaller than this go as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Brotli quality for answers made per request: most of its gain for a fraction of quality 11's time. */
const BROTLI_DYNAMIC_QUALITY = 4;
/** Multipart uploads: one file of at most 2 MiB unless a route asks for other limits. */
export const UPLOAD_LIMITS = { fileSize: 2 * 1024 * 1024, files: 1, fields: 20, parts: 25 } as const;

export interface AppDeps {
  db: Db;
  jwtSecret: string;
  /** The built client; served with an SPA fallback when it exists. */
  staticDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  https?: { cert: string; key: string } | undefined;
  loginLimits?: Partial<LoginLimits>;
  tokenTtlSeconds?: number;
  /** The clock session tokens are issued and checked by (ms); tests move it rather than wait. */
  nowMs?: () => number;
  /** Where media files (logos) are kept on disk; default ./data/media (main.ts passes DATA_DIR/media). */
  mediaDir?: string;
  /** Another media store (S3-compatible) in place of the disk one under mediaDir. */
  mediaStorage?: MediaStorage;
  /** Media a company may keep in the store (MB; MEDIA_QUOTA_MB). */
  mediaQuotaMb?: number;
  /** Whose X-Forwarded-For to believe for the client's address (config.ts, TRUST_PROXY); default none. */
  trustProxy?: boolean | string[];
  /** Calls a user may make in a minute (rate-limits.ts: uploads, PDFs and CSVs get a share of it). */
  rateLimitPerMinute?: number;
  /** How slow a request body may be (slow-requests.ts); tests make them short. */
  slowRequests?: SlowRequestLimits;
  /** Days the audit trail keeps an event (AUDIT_RETENTION_DAYS). */
  auditRetentionDays?: number;
  /** The public catalogue's absolute address (PUBLIC_BASE_URL); default: the request's own scheme and host. */
  publicBaseUrl?: string;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: deps.trustProxy ?? false,
    // The spec writes some collection paths with a trailing slash (POST /api/sales/): every
    // route answers both spellings.
    routerOptions: { ignoreTrailingSlash: true },
    // An idle socket goes after this; a slow body is judged by its pace (slow-requests.ts), not by
    // Node's whole-request timeout, which would cut an honest upload on a slow network.
    connectionTimeout: CONNECTION_IDLE_TIMEOUT_MS,
    // Errors raised before any handler answer in the design §4 shape too (http-edge.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ...(deps.https ? { https: deps.https } : {}),
  }) as unknown as FastifyInstance;

  // index.html's own inline scripts are allowed by hash (inline-script-hashes.ts).
  await registerSecurityHeaders(app, Boolean(deps.https), inlineScriptHashes(deps.staticDir));
  // API answers (the change feed and the lists above all) by Accept-Encoding; the built app's files
  // go precompressed by the static handler below, images and videos as they are (already compressed).
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_DYNAMIC_QUALITY } },
  });
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  registerJsonBodies(app);
  await registerRateLimits(app, deps.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE);
  // The camera is for the page itself (the vehicle photos); no embedded frame gets it, nor any other sensor.
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers carry tokens and personal data: no cache keeps them (design §4), unless the route
    // says otherwise (media: private and immutable; CSV and PDF downloads set their own).
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
  registerSlowRequestGuard(app, deps.slowRequests ?? DEFAULT_SLOW_REQUEST_LIMITS);
  const media = withQuota(
    deps.mediaStorage ?? diskStorage(deps.mediaDir ?? join('data', 'media')),
    deps.db,
    deps.mediaQuotaMb ?? DEFAULT_MEDIA_QUOTA_MB,
  );

  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    const appError = toAppError(err);
    if (appError.statusCode >= 500) req.log.error(err);
    if (appError instanceof TooManyAttemptsError) reply.header('retry-after', String(appError.retryAfterS));
    return reply.code(appError.statusCode).send(errorBody(appError));
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const wantsApp = req.method === 'GET' && !path.startsWith('/api/') && path !== '/api';
    if (wantsApp && deps.staticDir && existsSync(join(deps.staticDir, 'index.html'))) {
      // SPA fallback: client routes (and unknown ones, which show '404 not found') get the app.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(errorBody(new AppError(404, 'NOT_FOUND', MSG.recordNotFound)));
  });

  const tokens = tokenIssuer(deps.jwtSecret, deps.tokenTtlSeconds ?? TOKEN_TTL_S, deps.nowMs);
  const limiter = new LoginLimiter(deps.db, { ...DEFAULT_LOGIN_LIMITS, ...deps.loginLimits }, deps.nowMs);
  const revocations = new Revocations(deps.db, deps.nowMs);
  let pruneTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // Every instance ticks; one per period does the work (repositories/scheduled-runs.ts).
    pruneTimer = setInterval(() => {
      void runScheduled(deps.db, 'login-attempts-prune', LOGIN_ATTEMPTS_PRUNE_MS, () =>
        Promise.all([limiter.prune(), revocations.prune(), pruneLeadHits(deps.db, LEAD_WINDOW_MS)]),
      ).catch(() => undefined);
    }, LOGIN_ATTEMPTS_PRUNE_MS);
    pruneTimer.unref();
    const retentionDays = deps.auditRetentionDays ?? AUDIT_DEFAULT_RETENTION_DAYS;
    const pruneOld = () =>
      void runScheduled(deps.db, 'audit-retention', AUDIT_PRUNE_MS, () =>
        pruneAudit(deps.db, retentionDays, deps.nowMs?.()),
      ).catch((err: unknown) => app.log.warn(err));
    auditPruneTimer = setInterval(pruneOld, AUDIT_PRUNE_MS);
    auditPruneTimer.unref();
  });
  let auditPruneTimer: NodeJS.Timeout | undefined;
  app.addHook('onClose', async () => {
    clearInterval(pruneTimer);
    clearInterval(auditPruneTimer);
  });
  const users = new UserCache(deps.db);
  registerAuth(app, { tokens, users, revocations });
  // What other instances change reaches this one through the notify bus (issue 23): a user, a
  // company or an ended session drops what this process remembers of them (first, so the streams'
  // session checks that follow read the new rows), and a change wakes the streams that may see it.
  const bus = createNotifyBus(deps.db, app.log);
  bus.onUsers(() => {
    usersChanged();
    revocations.forget();
  });
  const live = new LiveStreams(bus);
  app.addHook('onReady', () => bus.start());
  // Before the server waits for its connections to finish: an open stream never would.
  app.addHook('preClose', async () => live.closeAll());
  app.addHook('onClose', async () => {
    live.stop();
    await bus.close();
  });
  registerIdempotency(app, { db: deps.db });

  registerLongLived(app);
  const reachable = (probe: () => Promise<void>) =>
    Promise.race([
      probe().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(resolve, READY_PROBE_TIMEOUT_MS, false).unref()),
    ]).catch(() => false);
  healthRoutes(app, {
    demo: demoPasswordCheck(deps.db),
    readiness: async () => {
      const [database, storage] = await Promise.all([
        reachable(() => pingDatabase(deps.db)),
        reachable(() => media.check()),
      ]);
      return { database, storage, draining: app.longLived.draining };
    },
  });
  authRoutes(app, { db: deps.db, tokens, limiter, revocations });
  userRoutes(app, { db: deps.db, limiter });
  syncRoutes(app, { db: deps.db, live, sessions: { tokens, users, revocations } });
  auditRoutes(app, { db: deps.db });
  documentRoutes(app, { db: deps.db, storage: media });
  saleDocumentRoutes(app, { db: deps.db, storage: media });
  vehicleRoutes(app, { db: deps.db });
  saleRoutes(app, { db: deps.db });
  salesCsvRoutes(app, { db: deps.db });
  contactRoutes(app, { db: deps.db });
  contactsCsvRoutes(app, { db: deps.db });
  vehicleAnalysisRoutes(app, { db: deps.db });
  vehicleCostRoutes(app, { db: deps.db });
  vehiclePhotoRoutes(app, { db: deps.db, storage: media });
  catalogueRoutes(app, { db: deps.db });
  companyRoutes(app, { db: deps.db, storage: media });
  standRoutes(app, { db: deps.db });
  financialRoutes(app, { db: deps.db });
  supplierRoutes(app, { db: deps.db });
  notificationRoutes(app, { db: deps.db });
  vehicleVideoRoutes(app, { db: deps.db, storage: media });
  vehicleFileRoutes(app, { db: deps.db, storage: media });
  mediaRoutes(app, { tokens, users, revocations, storage: media });
  // The public catalogue (issue 25): its pages, feed, photos and enquiries, no login.
  const publicDeps = { db: deps.db, storage: media, publicBaseUrl: deps.publicBaseUrl };
  publicCatalogueRoutes(app, publicDeps);
  publicLeadRoutes(app, { ...publicDeps, nowMs: deps.nowMs });

  if (deps.staticDir && existsSync(deps.staticDir)) {
    await app.register(fastifyStatic, {
      root: deps.staticDir,
      // The .br and .gz files written beside each asset at build (scripts/precompress.mjs).
      preCompressed: true,
      // One route per built file, listed at start (the build comes before the server): the default
      // wildcard route checks each path's spelling against the disk, two directory reads per asset
      // request (~8% of the server's time while a browser installs the app).
      wildcard: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; everything else (index.html, sw.js, manifest) is revalidated.
        const immutable = filePath.includes(`${join('dist', 'assets')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  return app;
}
