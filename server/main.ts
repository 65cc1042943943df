/** Entry point: reads config, opens the database (seeding demo data when due) and listens. */
import { join } from 'node:path';
import { loadConfig, type Config } from './config';
import { stopOnSignals } from './graceful';
import { s3Storage } from './media/s3-storage';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedDemoIfEmpty } from './seed/demo';
import { DEMO_PASSWORD_WARNING, demoPasswordInUse } from './seed/demo-password';
import { releaseDeadClaims } from './sync/idempotency';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // A configuration mistake is said in one line, not as a stack trace.
  console.error(`montra: cannot start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });

// Demo data: on by default for the embedded database, opt-in (SEED_DEMO=1) on PostgreSQL (design §5).
const seed = config.seedDemo ?? database.kind === 'pglite';
// Under the start-up lock: two instances starting together on an empty database seed it once.
if (seed) await database.exclusive(() => seedDemoIfEmpty(database.db));
// PGlite has one process: what its last one left claimed died with it (a PostgreSQL server may be shared).
if (database.kind === 'pglite') await releaseDeadClaims(database.db);

const app = await buildApp({
  db: database.db,
  jwtSecret: config.jwtSecret,
  staticDir: config.staticDir,
  mediaDir: join(config.dataDir, 'media'),
  ...(config.s3 ? { mediaStorage: s3Storage(config.s3) } : {}),
  https: config.tls,
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  ...(config.rateLimitPerMinute ? { rateLimitPerMinute: config.rateLimitPerMinute } : {}),
  ...(config.mediaQuotaMb ? { mediaQuotaMb: config.mediaQuotaMb } : {}),
  ...(config.auditRetentionDays ? { auditRetentionDays: config.auditRetentionDays } : {}),
  ...(config.publicBaseUrl ? { publicBaseUrl: config.publicBaseUrl } : {}),
});

// A known password on a real install is an open door: said at every start until it is closed.
if (await demoPasswordInUse(database.db)) app.log.warn(DEMO_PASSWORD_WARNING);

stopOnSignals(app, () => database.close());

await app.listen({ port: config.port, host: config.host });
