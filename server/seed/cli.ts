/**
 * `npm run seed` — loads the demo data set into the configured database.
 *   (no flag)       the demo set; rows that exist are left alone, so it can run again
 *   --reset         empties every table first, then loads the demo set
 *   --vehicles N    (re)builds the 'Montra Benchmark' company with N vehicles
 */
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { resetDatabase, seedDemo } from './demo';
import { BENCH_USERNAME, seedScaleCompany } from './scale';

type Command = { kind: 'demo'; reset: boolean } | { kind: 'scale'; vehicles: number };

const USAGE = 'Usage: npm run seed [-- --reset | --vehicles N]';

function parseArgs(args: readonly string[]): Command {
  let reset = false;
  let vehicles: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--reset') {
      reset = true;
    } else if (arg === '--vehicles' || arg.startsWith('--vehicles=')) {
      const raw = arg === '--vehicles' ? args[++i] : arg.slice('--vehicles='.length);
      if (raw === undefined || !/^\d+$/.test(raw) || Number(raw) < 1 || !Number.isSafeInteger(Number(raw))) {
        throw new Error(
          `--vehicles needs a positive integer (got ${raw === undefined ? 'nothing' : `'${raw}'`})`,
        );
      }
      vehicles = Number(raw);
    } else if (arg === '--help' || arg === '-h') {
      throw new Error(USAGE);
    } else {
      throw new Error(`Unknown argument '${arg}'. ${USAGE}`);
    }
  }
  if (vehicles !== undefined && reset) throw new Error('--reset and --vehicles cannot be combined');
  return vehicles === undefined ? { kind: 'demo', reset } : { kind: 'scale', vehicles };
}

async function run(command: Command, database: Database): Promise<string> {
  if (command.kind === 'scale') {
    const { companyUuid } = await seedScaleCompany(database.db, command.vehicles);
    return `Company 'Montra Benchmark' (${companyUuid}) built with ${command.vehicles} vehicles; login ${BENCH_USERNAME}`;
  }
  if (command.reset) await resetDatabase(database.db);
  await seedDemo(database.db);
  return command.reset
    ? 'Database emptied and demo data loaded'
    : 'Demo data loaded (rows already there were left as they were)';
}

async function main(): Promise<number> {
  const started = performance.now();
  let database: Database | undefined;
  try {
    const command = parseArgs(process.argv.slice(2));
    const config = loadConfig(process.env, 'tool');
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    const done = await run(command, database);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${done} — ${where}, in ${seconds} s.`);
    return 0;
  } catch (error) {
    console.error(`seed failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await database?.close();
  }
}

process.exitCode = await main();
