/**
 * `npm run create-superuser -- --username EMAIL` — a platform super user in the configured
 * database (DATABASE_URL, or the embedded one under DATA_DIR: stop the server first, PGlite has
 * one process), with a generated password printed once (superuser.ts).
 */
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DEMO_PASSWORD_WARNING, demoPasswordInUse } from './demo-password';
import { createSuperUser, parseUsernameArg } from './superuser';

async function main(): Promise<number> {
  let database: Database | undefined;
  try {
    const username = parseUsernameArg(process.argv.slice(2));
    const config = loadConfig(process.env, 'tool');
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const created = await createSuperUser(database.db, username);
    console.log(`Super user ${created.username} created. Password (shown this once):`);
    console.log(`\n  ${created.password}\n`);
    if (await demoPasswordInUse(database.db)) console.warn(`Warning: ${DEMO_PASSWORD_WARNING}`);
    return 0;
  } catch (error) {
    console.error(`create-superuser failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

process.exitCode = await main();
