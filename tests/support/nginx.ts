/**
 * nginx from Debian in front of a test's instances, with the committed deploy/nginx.conf: its
 * upstream's `server` lines become the instances' addresses and its `listen 80` a free port; the
 * rest is used as written. A private master (`nginx -c CONF -g 'daemon off;'`) with its pid, logs
 * and temporary files in a temporary folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './local';

export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? null;
const DEPLOY_CONF = join(process.cwd(), 'deploy', 'nginx.conf');
const START_TIMEOUT_MS = 20_000;
const POLL_MS = 50;

export interface TestNginx {
  url: string;
  stop(): Promise<void>;
  /** What nginx wrote to its error log (for a failure's message). */
  errors(): string;
}

/** deploy/nginx.conf with these upstream addresses and this port. */
export function renderNginxConf(upstreams: string[], port: number): string {
  const conf = readFileSync(DEPLOY_CONF, 'utf8');
  const servers = /^(\s*)server \d+\.\d+\.\d+\.\d+:\d+( [^;]*)?;\n/gm;
  const [first] = conf.match(servers) ?? [];
  if (!first) throw new Error('deploy/nginx.conf: no upstream server line');
  const indent = /^\s*/.exec(first)?.[0] ?? '';
  const options = /:\d+( [^;]*)?;/.exec(first)?.[1] ?? '';
  let placed = false;
  const rendered = conf.replace(servers, () => {
    if (placed) return '';
    placed = true;
    return upstreams.map((u) => `${indent}server ${u}${options};\n`).join('');
  });
  return rendered.replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`);
}

export async function startNginx(upstreams: string[]): Promise<TestNginx> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const dir = mkdtempSync(join(tmpdir(), 'montra-nginx-'));
  const port = await freePort();
  writeFileSync(join(dir, 'montra.conf'), renderNginxConf(upstreams, port));
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // As root nginx would hand its workers to www-data, who may not enter our temporary folder.
      asRoot ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${join(dir, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `  ${t}_temp_path ${join(dir, `${t}-temp`)};`,
      ),
      `  include ${join(dir, 'montra.conf')};`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  const errors = () => {
    const log = join(dir, 'error.log');
    return `${stderr}${existsSync(log) ? readFileSync(log, 'utf8') : ''}`;
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${errors()}`);
    // Listening once a connection is answered at all (the instances may not be up yet).
    const up = await fetch(`${url}/nginx-probe`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen: ${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return {
    url,
    errors,
    async stop() {
      if (child.exitCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
