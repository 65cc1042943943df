/**
 * The mirror as the write-contract test compares it: every record of every
 * mirrored table, by `table:uuid`, taken once after a write's optimistic
 * change and once after the server's answer landed. Any field that differs
 * between the two, other than the ones the server alone decides, is a record
 * the device showed and the server never stored.
 */
import { isDeepStrictEqual } from 'node:util';
import { touchKey, type MontraDb } from '../../../src/data/db/montra-db';
import { SYNC_ENTITIES, type SyncEntity } from '../../../src/domain/sync';

export type MirrorSnapshot = Map<string, Record<string, unknown>>;

/** The fields the server alone decides, per mirrored table (a table not named may not change at all). */
export type ServerDecides = Partial<Record<SyncEntity, readonly string[]>>;

export async function snapshotMirror(db: MontraDb): Promise<MirrorSnapshot> {
  const snapshot: MirrorSnapshot = new Map();
  for (const table of SYNC_ENTITIES) {
    const records = (await db.table(table).toArray()) as Record<string, unknown>[];
    for (const record of records) snapshot.set(touchKey(table, String(record.uuid)), record);
  }
  return snapshot;
}

const show = (value: unknown) => (value === undefined ? 'absent' : JSON.stringify(value));

/**
 * One line per difference between the optimistic mirror and the answered one: a record only
 * one of them holds, or a field outside `serverDecides` with another value.
 */
export function mirrorDifferences(
  optimistic: MirrorSnapshot,
  answered: MirrorSnapshot,
  serverDecides: ServerDecides,
): string[] {
  const lines: string[] = [];
  for (const key of new Set([...optimistic.keys(), ...answered.keys()])) {
    const mine = optimistic.get(key);
    const theirs = answered.get(key);
    if (isDeepStrictEqual(mine, theirs)) continue;
    if (!mine || !theirs) {
      lines.push(`${key}: ${mine ? 'shown, not stored' : 'stored, not shown'}`);
      continue;
    }
    const table = key.slice(0, key.indexOf(':')) as SyncEntity;
    const decided = new Set(serverDecides[table] ?? []);
    for (const field of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
      if (decided.has(field) || isDeepStrictEqual(mine[field], theirs[field])) continue;
      lines.push(`${key} ${field}: shown ${show(mine[field])}, stored ${show(theirs[field])}`);
    }
  }
  return lines.sort();
}
