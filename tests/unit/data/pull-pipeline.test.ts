// @vitest-environment node
/**
 * The pull asks for the next page of the change feed while it applies the one
 * it has (the server's time and the mirror's overlap), against a real server:
 * the mirror ends as a page-by-page pull leaves it, and a page that fails
 * stops the pull only after the pages before it are in, so the next pull
 * resumes from there.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchPageWith } from '../../../src/data/sync/engine';
import { pullChanges, readMeta, type FetchPage } from '../../../src/data/sync/pull';
import type { ChangesPage } from '../../../src/domain/sync';
import { signIn, startServer, type Device, type Harness } from './server-harness';

/** Small pages, so the demo company's feed takes several. */
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

/**
 * The feed in PAGE_LIMIT pages; each request notes the cursor the mirror had stored when it was
 * made (read in a transaction opened at that moment, so it sees no later apply).
 */
function recordingFetch(d: Device, failAtCall?: number) {
  const real = fetchPageWith(d.token);
  const calls: { since: string; stored: Promise<string | undefined> }[] = [];
  const pages: ChangesPage[] = [];
  const fetchPage: FetchPage = async (since) => {
    calls.push({ since, stored: readMeta<string>(d.db, 'cursor') });
    if (calls.length === failAtCall) throw new Error('network down');
    const page = await real(since, PAGE_LIMIT);
    pages.push(page);
    return page;
  };
  return { fetchPage, calls, pages };
}

describe('pull, the next page asked for during the apply', () => {
  it('asks for page n+1 before page n is stored, and ends with the whole feed in the mirror', async () => {
    const d = await admin();
    const { fetchPage, calls, pages } = recordingFetch(d);
    const { received } = await pullChanges(d.db, fetchPage);

    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.at(-1)?.hasMore).toBe(false);
    expect(received).toBe(pages.reduce((n, p) => n + p.changes.length, 0));
    // Request n+1 was made while the mirror still had the cursor from before page n.
    for (let i = 1; i < calls.length; i += 1) {
      expect(calls[i]?.since).toBe(pages[i - 1]?.cursor);
      expect(await calls[i]?.stored).toBe(i === 1 ? undefined : pages[i - 2]?.cursor);
    }
    expect(await readMeta<string>(d.db, 'cursor')).toBe(pages.at(-1)?.cursor);

    // The same mirror as a pull in one go (the engine's page size) fills.
    const whole = await admin();
    await whole.pull();
    for (const table of ['vehicles', 'costs', 'photos', 'users', 'stands'] as const) {
      const keys = (await whole.db.table(table).toCollection().primaryKeys()).sort();
      expect(keys.length).toBeGreaterThan(0);
      expect((await d.db.table(table).toCollection().primaryKeys()).sort()).toEqual(keys);
    }
  });

  it('stops at a failed page with the pages before it stored, and the next pull resumes there', async () => {
    const d = await admin();
    const failing = recordingFetch(d, 3);
    await expect(pullChanges(d.db, failing.fetchPage)).rejects.toThrow('network down');
    // Pages 1 and 2 arrived; page 2 was applied before the failure of page 3 was met.
    expect(failing.pages).toHaveLength(2);
    expect(await readMeta<string>(d.db, 'cursor')).toBe(failing.pages[1]?.cursor);

    const resumed = recordingFetch(d);
    await pullChanges(d.db, resumed.fetchPage);
    expect(resumed.calls[0]?.since).toBe(failing.pages[1]?.cursor);
    const whole = await admin();
    await whole.pull();
    expect(await d.db.vehicles.count()).toBe(await whole.db.vehicles.count());
    expect(await d.db.costs.count()).toBe(await whole.db.costs.count());
  });
});
