/**
 * Undo of queued writes (design §2: "rolled back with the reason shown — every
 * record the change touched"). Pure steps over the mirror, run inside the
 * caller's transaction: restore the before-images of a write and of the later
 * writes stacked on the same records, lay the server's known truth on top,
 * and forget kept-aside server versions nobody waits on any more.
 */
import type { SyncEntity } from '../../domain/sync';
import type { BeforeImage, MontraDb, OutboxRow } from '../db/montra-db';
import { shadowOf } from './pull';

async function putRecord(db: MontraDb, table: SyncEntity, uuid: string, record: unknown): Promise<void> {
  if (record === null || record === undefined) await db.table(table).delete(uuid);
  else await db.table(table).put(record);
}

async function putImages(db: MontraDb, images: readonly BeforeImage[]): Promise<void> {
  for (const image of images) await putRecord(db, image.table, image.uuid, image.record);
}

/**
 * Puts every record `row` touched back as the server has it (the 409's record `theirs` for the
 * target, a shadow pulled meanwhile) or as it was before the write. Later writes that touch the
 * same records (transitively) are undone first; they are returned, in order, to be replayed.
 */
export async function restoreRecords(
  db: MontraDb,
  row: OutboxRow,
  all: readonly OutboxRow[],
  theirs?: unknown,
): Promise<OutboxRow[]> {
  const keys = new Set(row.touched);
  const later: OutboxRow[] = [];
  for (const other of all) {
    if ((other.seq ?? 0) <= (row.seq ?? 0) || !other.touched.some((key) => keys.has(key))) continue;
    later.push(other);
    for (const key of other.touched) keys.add(key);
  }
  // Newest first: each record ends as it was before the earliest of these writes.
  for (const other of [...later].reverse()) await putImages(db, other.before);
  await putImages(db, row.before);

  const targetKey = `${row.entity}:${row.targetUuid}`;
  for (const key of row.touched) {
    const [table, uuid] = splitKey(key);
    if (theirs !== undefined && key === targetKey) {
      await putRecord(db, table, uuid, theirs);
      continue;
    }
    const shadow = await db.meta.get(shadowOf(key));
    if (shadow) await putRecord(db, table, uuid, shadow.value);
  }
  return later;
}

/**
 * After a write left the outbox: a server version kept aside for a record no queued write touches
 * any more goes. On success (`keepNewer`) a kept-aside version newer than what the answer left is
 * put first: it was pulled while the write waited, and the cursor has moved past it.
 */
export async function settleShadows(
  db: MontraDb,
  keys: readonly string[],
  options: { keepNewer?: boolean } = {},
): Promise<void> {
  for (const key of keys) {
    if ((await db.outbox.where('touched').equals(key).count()) > 0) continue;
    const shadow = await db.meta.get(shadowOf(key));
    if (!shadow) continue;
    if (options.keepNewer && shadow.value) {
      const [table, uuid] = splitKey(key);
      const current = (await db.table(table).get(uuid)) as { rowVersion?: number } | undefined;
      const pulled = shadow.value as { rowVersion?: number };
      if (current && (pulled.rowVersion ?? 0) > (current.rowVersion ?? 0)) await db.table(table).put(pulled);
    }
    await db.meta.delete(shadowOf(key));
  }
}

function splitKey(key: string): [SyncEntity, string] {
  const at = key.indexOf(':');
  return [key.slice(0, at) as SyncEntity, key.slice(at + 1)];
}
