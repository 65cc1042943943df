/** Entry point: reads config, opens the database (seeding demo data when due) and listens. */
import { join } from 'node:path';
import { loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seedDemoIfEmpty } from './seed/demo';
import { DEMO_PASSWORD_WARNING, demoPasswordInUse } from './seed/demo-password';
import { releaseDeadClaims } from './sync/idempotency';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });

// Demo data: on by default for the embedded database, opt-in (SEED_DEMO=1) on PostgreSQL (design §5).
const seed = config.seedDemo ?? database.kind === 'pglite';
if (seed) await seedDemoIfEmpty(database.db);
// PGlite has one process: what its last one left claimed died with it (a PostgreSQL server may be shared).
if (database.kind === 'pglite') await releaseDeadClaims(database.db);

const app = await buildApp({
  db: database.db,
  jwtSecret: config.jwtSecret,
  staticDir: config.staticDir,
  mediaDir: join(config.dataDir, 'media'),
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

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
