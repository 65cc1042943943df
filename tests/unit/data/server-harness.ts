/**
 * The client data layer against a real in-process server (buildApp on a fresh
 * demo database, listening on a free port): a signed-in user's mirror filled
 * from the change feed, declared writes queued as that user, and the two
 * lanes (push, uploads) run as the page runs them.
 */
import 'fake-indexeddb/auto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Dexie from 'dexie';
import { eq } from 'drizzle-orm';
import { configureApi } from '../../../src/data/api/client';
import { MontraDb } from '../../../src/data/db/montra-db';
import { fetchPageWith } from '../../../src/data/sync/engine';
import { writesActFor } from '../../../src/data/sync/enqueue';
import { pullChanges } from '../../../src/data/sync/pull';
import { pushOutbox } from '../../../src/data/sync/push';
import { fetchUploader, uploadFiles, type Uploader } from '../../../src/data/sync/upload';
import { writeRegistry } from '../../../src/data/writes';
import type { Role } from '../../../src/domain/enums';
import type { User } from '../../../src/domain/types';
import * as s from '../../../server/db/schema';
import { makeTestApp, type TestApp } from '../../api/helpers/test-app';

export interface Harness {
  t: TestApp;
  apiUrl: string;
  /** Where the server keeps uploaded media (a fresh folder, removed by close()). */
  mediaDir: string;
  close(): Promise<void>;
}

/** `prepare` runs before the server listens (hooks can only be added then). */
export async function startServer(prepare?: (t: TestApp) => void): Promise<Harness> {
  const mediaDir = await mkdtemp(join(tmpdir(), 'montra-harness-media-'));
  const t = await makeTestApp({ deps: { mediaDir } });
  prepare?.(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const apiUrl = `http://127.0.0.1:${address.port}/api`;
  configureApi({ prefixUrl: apiUrl });
  return {
    t,
    apiUrl,
    mediaDir,
    close: async () => {
      await t.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** One signed-in user on the device: their token, their mirror, and the writes queued as them. */
export interface Device {
  db: MontraDb;
  user: User;
  token: string;
  /** Pulls the change feed into the mirror. */
  pull(): Promise<void>;
  /** Pushes the queued JSON writes. */
  push(): ReturnType<typeof pushOutbox>;
  /** Runs the upload lane (fetch by default; a test may pass an uploader that loses answers). */
  upload(uploader?: Uploader): ReturnType<typeof uploadFiles>;
  /** Makes this device the one the declared writes run on. */
  use(): void;
  close(): Promise<void>;
}

export async function signIn(h: Harness, username: string): Promise<Device> {
  const token = await h.t.login(username);
  const [row] = await h.t.database.db.select().from(s.users).where(eq(s.users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  const user: User = {
    uuid: row.uuid,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role as Role | null,
    isActive: row.isActive,
    isSuperUser: row.isSuperUser,
    companyUuid: row.companyUuid,
    rowVersion: row.rowVersion,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
  const db = new MontraDb(`harness-${username}-${crypto.randomUUID()}`);
  const device: Device = {
    db,
    user,
    token,
    pull: async () => {
      await pullChanges(db, fetchPageWith(token));
    },
    push: () => pushOutbox({ db, userUuid: user.uuid, token, writes: writeRegistry }),
    upload: (uploader = fetchUploader) =>
      uploadFiles({ db, userUuid: user.uuid, token, writes: writeRegistry, upload: uploader }),
    use: () => writesActFor({ current: () => ({ db, user }) }),
    close: async () => {
      db.close();
      await Dexie.delete(db.name);
    },
  };
  device.use();
  return device;
}
