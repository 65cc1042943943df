/**
 * The API on several machines (issue 23): req/s and latency of GET /api/vehicles/{id} through nginx
 * (deploy/nginx.conf) with one instance behind it, then with two, on one PostgreSQL — the built
 * server (dist-server/main.js, compiled first), the demo data. autocannon, 50 connections,
 * BENCH_API_SECONDS a case. Left out with BENCH_MULTI=0; skipped, saying so, without PostgreSQL
 * (DATABASE_URL or Debian's package) or nginx. On a machine of few cores the instances, the
 * database, nginx and the load share them: the ratio says what a second instance buys here, not on
 * separate machines. It measures and prints; it passes or fails nothing.
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { DEMO_COMPANY, DEMO_PASSWORD } from '../../server/seed/demo-organisation';
import { instance, type Instance } from '../support/instances';
import { NGINX, startNginx } from '../support/nginx';
import { createDatabase, postgresBin, startPostgres } from '../support/postgres';

const CONNECTIONS = 50;
const RUN_S = Number(process.env.BENCH_API_SECONDS ?? 6);
const JWT_SECRET = 'bench-multi-secret-'.padEnd(48, 'x');

interface Figures {
  reqPerS: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Figures> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: RUN_S, headers, workers: 1 });
  return {
    reqPerS: r['2xx'] / r.duration,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    failed: r.errors + r.timeouts + r.non2xx,
  };
}

const said = (f: Figures) =>
  `${f.reqPerS.toFixed(0)} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms${f.failed ? ` [failed: ${f.failed}]` : ''}`;

export async function multiInstanceBench(): Promise<void> {
  if (!process.env.DATABASE_URL && !postgresBin()) {
    console.log(
      'api on two instances: skipped (no PostgreSQL: set DATABASE_URL or apt-get install -y postgresql)',
    );
    return;
  }
  if (!NGINX) {
    console.log('api on two instances: skipped (no nginx: apt-get install -y nginx)');
    return;
  }
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'ignore' });
  const server = await startPostgres();
  const database = await createDatabase(server.url);
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET,
    SEED_DEMO: '1',
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '10000000',
  };
  const instances: Instance[] = [await instance(env), await instance(env)];
  try {
    await Promise.all(instances.map((i) => i.start()));
    const [a, b] = instances as [Instance, Instance];
    const login = await fetch(`${a.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@demo.pt', password: DEMO_PASSWORD }),
    });
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const list = (await (await fetch(`${a.url}/api/vehicles`, { headers: auth })).json()) as {
      vehicles: { uuid: string; companyUuid: string }[];
    };
    const vehicle = list.vehicles.find((v) => v.companyUuid === DEMO_COMPANY)?.uuid ?? '';
    const path = `/api/vehicles/${vehicle}`;
    const figures: Figures[] = [];
    for (const upstreams of [[a.address], [a.address, b.address]]) {
      const lb = await startNginx(upstreams);
      try {
        figures.push(await load(`${lb.url}${path}`, auth));
      } finally {
        await lb.stop();
      }
    }
    const [one, two] = figures as [Figures, Figures];
    console.log(
      `api through nginx on PostgreSQL, GET /api/vehicles/{id}, ${CONNECTIONS} connections, ` +
        `${availableParallelism()} cores shared by all:\n` +
        `  one instance:  ${said(one)}\n` +
        `  two instances: ${said(two)} (${((two.reqPerS / one.reqPerS) * 100).toFixed(0)} % of one)`,
    );
  } finally {
    await Promise.all(instances.map((i) => i.dispose()));
    await database.drop();
    await server.stop();
  }
}
