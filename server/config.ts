/**
 * Configuration, parsed once from the environment with valibot and read
 * nowhere else. An absent JWT_SECRET is generated once and kept under DATA_DIR
 * so tokens survive restarts — on the embedded database only: with DATABASE_URL
 * several instances may share the database, each would make a secret of its own
 * and refuse the others' tokens, so the server refuses to start without one.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const envSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '8082'),
  HOST: v.optional(v.pipe(v.string(), v.minLength(1)), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.minLength(1))),
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'JWT_SECRET must have at least 32 characters'))),
  TLS_CERT: v.optional(v.pipe(v.string(), v.minLength(1))),
  TLS_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  SEED_DEMO: v.optional(v.picklist(['0', '1', 'true', 'false'])),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  STATIC_DIR: v.optional(v.pipe(v.string(), v.minLength(1))),
  RATE_LIMIT_PER_MINUTE: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1))),
  TRUST_PROXY: v.optional(v.pipe(v.string(), v.minLength(1))),
  MEDIA_QUOTA_MB: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1))),
  AUDIT_RETENTION_DAYS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1))),
  S3_BUCKET: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url('S3_ENDPOINT must be a URL'))),
  S3_REGION: v.optional(v.pipe(v.string(), v.minLength(1)), 'us-east-1'),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['0', '1', 'true', 'false'])),
  PUBLIC_BASE_URL: v.optional(
    v.pipe(v.string(), v.url('PUBLIC_BASE_URL must be an absolute URL (https://stock.example.pt)')),
  ),
});

/** The S3-compatible object store media go to (S3_BUCKET set); the disk under DATA_DIR otherwise. */
export interface S3Config {
  bucket: string;
  /** Absent: AWS itself, by region. */
  endpoint: string | undefined;
  region: string;
  /** Absent: the SDK's own chain (instance role, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (MinIO, s3rver, most self-hosted stores) rather than in the host name. */
  forcePathStyle: boolean;
}

/** Said when an instance on a shared database would otherwise make a JWT secret of its own. */
export const JWT_SECRET_REQUIRED_MESSAGE =
  'JWT_SECRET is required with DATABASE_URL: every instance on the database must sign and check ' +
  'session tokens with the same secret (at least 32 characters, e.g. `openssl rand -base64 48`)';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  tls: { cert: string; key: string } | undefined;
  /** undefined = the default: seed an empty embedded database, never a PostgreSQL server. */
  seedDemo: boolean | undefined;
  logLevel: string;
  /** The built app (vite build output). */
  staticDir: string;
  /** Calls a user may make in a minute; undefined = the default of rate-limits.ts. */
  rateLimitPerMinute: number | undefined;
  /** Media a company may keep (MB); undefined = the default of media/quota.ts. */
  mediaQuotaMb: number | undefined;
  /** Days an audit event is kept; undefined = the default (src/domain/audit.ts, a year). */
  auditRetentionDays: number | undefined;
  /** Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): none unless TRUST_PROXY says. */
  trustProxy: boolean | string[];
  /** Media in an S3-compatible store; undefined = on disk under DATA_DIR/media. */
  s3: S3Config | undefined;
  /** The public catalogue's absolute address (og:image, the feed's links); undefined = the request's own host. */
  publicBaseUrl: string | undefined;
}

/** TRUST_PROXY: `true` (any proxy), or the load balancers' addresses/CIDRs separated by commas. */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The server's configuration. `purpose: 'tool'` (seed, create-superuser: they sign no token) does
 * not ask for JWT_SECRET on PostgreSQL; its jwtSecret is then empty.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  purpose: 'server' | 'tool' = 'server',
): Config {
  const parsed = v.safeParse(envSchema, env);
  if (!parsed.success) {
    const problems = parsed.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.output;
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  if (Boolean(e.TLS_CERT) !== Boolean(e.TLS_KEY))
    throw new Error('TLS_CERT and TLS_KEY must be set together');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  if (e.DATABASE_URL && !e.JWT_SECRET && purpose === 'server') throw new Error(JWT_SECRET_REQUIRED_MESSAGE);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? (e.DATABASE_URL ? '' : persistedSecret(dataDir)),
    tls:
      e.TLS_CERT && e.TLS_KEY
        ? { cert: readFileSync(e.TLS_CERT, 'utf8'), key: readFileSync(e.TLS_KEY, 'utf8') }
        : undefined,
    seedDemo: e.SEED_DEMO === undefined ? undefined : e.SEED_DEMO === '1' || e.SEED_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    staticDir: resolve(e.STATIC_DIR ?? join(ROOT_DIR, 'dist')),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    mediaQuotaMb: e.MEDIA_QUOTA_MB,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
  };
}

function persistedSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const MIGRATIONS_DIR = join(ROOT_DIR, 'server', 'db', 'migrations');
