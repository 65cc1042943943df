/**
 * The mirror as an optimistic change sees it: every write goes through here
 * and the record's before-image is kept the first time the change touches it.
 * Invariant: an optimistic change writes only through a TrackedMirror, so the
 * outbox row knows every record to restore on discard, 'take theirs' or a
 * refusal (reads may use `db` directly).
 */
import type { Table } from 'dexie';
import type { SyncEntity } from '../../domain/sync';
import { touchKey, type BeforeImage, type MontraDb } from '../db/montra-db';

/** The record type a mirror table holds. */
export type MirrorRecord<T extends SyncEntity> =
  MontraDb[T] extends Table<infer R, infer _Key, infer _Insert> ? R : never;

export class TrackedMirror {
  private readonly images = new Map<string, BeforeImage>();

  constructor(readonly db: MontraDb) {}

  /** What the change wrote, as it was before, in the order first touched. */
  get before(): BeforeImage[] {
    return [...this.images.values()];
  }

  get<T extends SyncEntity>(table: T, uuid: string): Promise<MirrorRecord<T> | undefined> {
    return this.db.table(table).get(uuid) as Promise<MirrorRecord<T> | undefined>;
  }

  async put<T extends SyncEntity>(table: T, record: MirrorRecord<T> & { uuid: string }): Promise<void> {
    await this.remember(table, [record.uuid]);
    await this.db.table(table).put(record);
  }

  async bulkPut<T extends SyncEntity>(
    table: T,
    records: readonly (MirrorRecord<T> & { uuid: string })[],
  ): Promise<void> {
    if (records.length === 0) return;
    await this.remember(
      table,
      records.map((r) => r.uuid),
    );
    await this.db.table(table).bulkPut([...records]);
  }

  /** Changes some fields of a record that is there; nothing when it is not. */
  async update<T extends SyncEntity>(
    table: T,
    uuid: string,
    changes: Partial<MirrorRecord<T>>,
  ): Promise<void> {
    const current = await this.get(table, uuid);
    if (!current) return;
    await this.put(table, { ...current, ...changes } as MirrorRecord<T> & { uuid: string });
  }

  async delete(table: SyncEntity, uuid: string): Promise<void> {
    await this.bulkDelete(table, [uuid]);
  }

  async bulkDelete(table: SyncEntity, uuids: readonly string[]): Promise<void> {
    if (uuids.length === 0) return;
    await this.remember(table, uuids);
    await this.db.table(table).bulkDelete([...uuids]);
  }

  /** Empties a table (the user's notifications): every record is remembered. */
  async clear(table: SyncEntity): Promise<void> {
    const uuids = (await this.db.table(table).toCollection().primaryKeys()) as string[];
    await this.bulkDelete(table, uuids);
  }

  private async remember(table: SyncEntity, uuids: readonly string[]): Promise<void> {
    const fresh = uuids.filter((uuid) => !this.images.has(touchKey(table, uuid)));
    if (fresh.length === 0) return;
    const records = await this.db.table(table).bulkGet(fresh);
    fresh.forEach((uuid, i) => {
      this.images.set(touchKey(table, uuid), { table, uuid, record: records[i] ?? null });
    });
  }
}
