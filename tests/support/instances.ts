/**
 * Instances of the built server (dist-server/main.js, as `npm run serve` runs it) for the tests of
 * several machines: each its own port and DATA_DIR, all with the same environment (the database,
 * the JWT secret, the object store). `start()` resolves once GET /api/ready answers 200; `stop()`
 * sends SIGTERM and resolves with the exit code.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './local';

const MAIN = join(process.cwd(), 'dist-server', 'main.js');
const READY_TIMEOUT_MS = 120_000;
const READY_POLL_MS = 100;

export interface Instance {
  url: string;
  /** host:port, as an upstream line names it. */
  address: string;
  dataDir: string;
  start(): Promise<void>;
  /** SIGTERM; resolves with the exit code once the process is gone. */
  stop(): Promise<number | null>;
  running(): boolean;
  /** What the process wrote to stderr (for a failure's message). */
  stderr(): string;
  dispose(): Promise<void>;
}

export async function instance(env: Record<string, string>): Promise<Instance> {
  if (!existsSync(MAIN)) throw new Error('dist-server/main.js is not built (node scripts/build-server.mjs)');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'montra-instance-'));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let errors = '';
  const running = () => child !== null && child.exitCode === null && child.signalCode === null;
  const exited = (proc: ChildProcess) =>
    proc.exitCode !== null || proc.signalCode !== null
      ? Promise.resolve(proc.exitCode)
      : new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));

  return {
    url,
    address: `127.0.0.1:${port}`,
    dataDir,
    running,
    stderr: () => errors,
    async start() {
      if (running()) throw new Error('already running');
      const proc = spawn(process.execPath, ['--enable-source-maps', MAIN], {
        env: {
          PATH: process.env.PATH ?? '',
          LOG_LEVEL: 'warn',
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      proc.stderr?.on('data', (chunk: Buffer) => {
        errors = (errors + chunk.toString()).slice(-8000);
      });
      child = proc;
      const deadline = Date.now() + READY_TIMEOUT_MS;
      for (;;) {
        if (!running()) throw new Error(`instance exited (${proc.exitCode}): ${errors}`);
        const ready = await fetch(`${url}/api/ready`).then(
          (res) => res.status === 200,
          () => false,
        );
        if (ready) return;
        if (Date.now() > deadline) throw new Error(`instance not ready: ${errors}`);
        // Polling a condition (the instance ready), not a sleep standing in for one.
        await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
      }
    },
    async stop() {
      if (!child) return null;
      const proc = child;
      if (running()) proc.kill('SIGTERM');
      return exited(proc);
    },
    async dispose() {
      if (child && running()) {
        const proc = child;
        proc.kill('SIGKILL');
        await exited(proc);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
