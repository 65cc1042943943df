// @vitest-environment node
/**
 * The first sync against a real server, in small pages: cut after two pages
 * (the tab reloads), it goes on from the saved cursor with its progress where
 * it was, and the mirror ends as an uncut sync leaves it — no change read
 * twice, none missed. A write the user queues while the first sync runs is
 * kept over the server's older record a later page brings (that record is
 * kept aside as the shadow), until the write's answer.
 */
import Dexie from 'dexie';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MIRROR_TABLES, MontraDb } from '../../../src/data/db/montra-db';
import { fetchPageWith } from '../../../src/data/sync/engine';
import {
  firstSyncProgress,
  pullChanges,
  readMeta,
  shadowKey,
  type FetchPage,
  type PullProgress,
} from '../../../src/data/sync/pull';
import { queueVehicleUpdate } from '../../../src/data/writes';
import type { Vehicle } from '../../../src/domain/entities';
import type { ChangesPage } from '../../../src/domain/sync';
import * as s from '../../../server/db/schema';
import { signIn, startServer, type Device, type Harness } from './server-harness';

/** Small pages, so the demo company's first sync takes many. */
const PAGE_LIMIT = 40;

let h: Harness;
const devices: Device[] = [];

beforeAll(async () => {
  h = await startServer();
});
afterAll(async () => {
  await h.close();
});
afterEach(async () => {
  for (const d of devices.splice(0)) await d.close();
});

async function admin(): Promise<Device> {
  const d = await signIn(h, 'admin@demo.pt');
  devices.push(d);
  return d;
}

/** The feed in PAGE_LIMIT pages; `before(call)` runs before each request; call `failAt` fails. */
function pagedFetch(
  token: string,
  options: { failAt?: number; before?: (call: number) => Promise<void> } = {},
) {
  const real = fetchPageWith(token);
  const sinces: string[] = [];
  const pages: ChangesPage[] = [];
  const fetchPage: FetchPage = async (since) => {
    sinces.push(since);
    await options.before?.(sinces.length);
    if (sinces.length === options.failAt) throw new Error('the tab reloads');
    const page = await real(since, PAGE_LIMIT);
    pages.push(page);
    return page;
  };
  return { fetchPage, sinces, pages };
}

async function keysOf(db: MontraDb): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of MIRROR_TABLES) {
    out[table] = ((await db.table(table).toCollection().primaryKeys()) as string[]).sort();
  }
  return out;
}

describe('first sync, cut by a reload', () => {
  it('goes on from the saved cursor with its progress, and ends with every change once', async () => {
    const d = await admin();
    const cut = pagedFetch(d.token, { failAt: 3 });
    await expect(pullChanges(d.db, cut.fetchPage)).rejects.toThrow('the tab reloads');
    const [first, second] = cut.pages;
    const total = first?.total;
    expect(total).toBeGreaterThan(PAGE_LIMIT * 3);
    const before = (first?.changes.length ?? 0) + (second?.changes.length ?? 0);

    // The reload: the same mirror opened again by a new page.
    d.db.close();
    const reopened = new MontraDb(d.db.name);
    try {
      expect(await readMeta<string>(reopened, 'cursor')).toBe(second?.cursor);
      expect(await firstSyncProgress(reopened)).toEqual({ received: before, total });

      const resumed = pagedFetch(d.token);
      const progress: PullProgress[] = [];
      await pullChanges(reopened, resumed.fetchPage, (p) => progress.push(p));
      expect(resumed.sinces[0]).toBe(second?.cursor);
      expect(progress[0]).toEqual({ received: before + (resumed.pages[0]?.changes.length ?? 0), total });
      expect(progress.at(-1)).toEqual({ received: total, total });
      // Done: nothing left to resume, the progress bar goes.
      expect(await firstSyncProgress(reopened)).toBeNull();

      const changes = [...cut.pages, ...resumed.pages].flatMap((p) =>
        p.changes.map((c) => `${c.entity}:${c.op === 'put' ? c.record.uuid : c.uuid}`),
      );
      expect(new Set(changes).size).toBe(changes.length);
      expect(changes).toHaveLength(total ?? -1);

      const whole = await admin();
      await whole.pull();
      expect(await keysOf(reopened)).toEqual(await keysOf(whole.db));
    } finally {
      reopened.close();
      await Dexie.delete(reopened.name);
    }
  });
});

describe('a write queued during the first sync', () => {
  it("keeps the user's record over the older one a later page brings, the server's kept aside", async () => {
    const d = await admin();
    let edited: Vehicle | undefined;
    const sync = pagedFetch(d.token, {
      // Once a vehicle is in the mirror: the user edits it, and a colleague changes it on the
      // server, so the vehicle comes again, as the server has it, in a later page of this sync.
      before: async () => {
        if (edited) return;
        edited = await d.db.vehicles.toCollection().first();
        if (!edited) return;
        await queueVehicleUpdate({
          uuid: edited.uuid,
          brand: edited.brand,
          model: edited.model,
          licensePlate: edited.licensePlate,
          createdAt: edited.createdAt,
          color: 'Verde-água',
          rowVersion: edited.rowVersion,
        });
        await h.t.database.db
          .update(s.vehicles)
          .set({ mileage: 123_456, rowVersion: sql`${s.vehicles.rowVersion} + 1` })
          .where(eq(s.vehicles.uuid, edited.uuid));
      },
    });
    await pullChanges(d.db, sync.fetchPage);
    if (!edited) throw new Error('no vehicle came in the first sync');
    const uuid = edited.uuid;

    const again = sync.pages
      .slice(1)
      .some((p) => p.changes.some((c) => c.op === 'put' && c.record.uuid === uuid));
    expect(again).toBe(true);
    const mine = await d.db.vehicles.get(uuid);
    expect(mine?.color).toBe('Verde-água');
    expect(mine?.mileage).toBe(edited.mileage);
    const theirs = await readMeta<Vehicle>(d.db, shadowKey('vehicles', uuid));
    expect(theirs?.mileage).toBe(123_456);
    expect(theirs?.color).toBe(edited.color);
    expect(await d.db.outbox.count()).toBe(1);

    // Until the write's answer: the server refuses the stale version, the user's record still shows.
    await d.push();
    expect((await d.db.vehicles.get(uuid))?.color).toBe('Verde-água');
    expect(await d.db.outbox.count()).toBe(1);
  });
});
