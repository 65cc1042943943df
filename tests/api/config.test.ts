/**
 * The configuration of several instances (issue 23): on PostgreSQL the server refuses to start
 * without JWT_SECRET (each instance would sign with a secret of its own), the tools that sign no
 * token do not ask for it, the embedded default still makes one under DATA_DIR; S3_BUCKET turns the
 * object store on, with its keys given together or not at all.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JWT_SECRET_REQUIRED_MESSAGE, loadConfig } from '../../server/config';

const dataDir = mkdtempSync(join(tmpdir(), 'montra-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const SECRET = 'a-shared-secret-'.padEnd(40, 'x');
const PG = 'postgres://montra@db.internal/montra';

describe('loadConfig', () => {
  it('refuses a server on PostgreSQL without JWT_SECRET, and says why', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: PG })).toThrow(JWT_SECRET_REQUIRED_MESSAGE);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: PG, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: PG }, 'tool').jwtSecret).toBe('');
  });

  it('keeps the embedded default: a secret made once under DATA_DIR', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first);
  });

  it('reads the object store from S3_*; none without S3_BUCKET', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
    const config = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(config.s3).toEqual({
      bucket: 'media',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  });

  it('stops the server at start with the message on one line and exit code 1', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, DATABASE_URL: PG },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`montra: cannot start: ${JWT_SECRET_REQUIRED_MESSAGE}`);
  });
});
