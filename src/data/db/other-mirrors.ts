/**
 * The device holds one user's data (issue 22): at login, the mirrors other users left behind go —
 * unless they still hold queued writes, which are kept for their own user only (they go up when that
 * user logs in again) and are named to whoever logs in now. Mirrors are `montra-<user uuid>`;
 * nothing else on the device bears a uuid after that prefix.
 */
import Dexie from 'dexie';
import { userLabel } from '../../domain/types';
import { MontraDb, mirrorName } from './montra-db';

const MIRROR_RE = /^montra-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** Another user's mirror kept because its writes have not reached the server. */
export interface KeptMirror {
  userUuid: string;
  /** The user's name as their own mirror knows it, or null when it does not. */
  label: string | null;
  queued: number;
}

export interface OtherMirrors {
  /** How many mirrors were removed (nothing queued in them). */
  removed: number;
  kept: KeptMirror[];
}

/** Removes every other user's mirror with nothing queued; reports the ones kept. */
export async function clearOtherMirrors(userUuid: string): Promise<OtherMirrors> {
  const found = (await indexedDB.databases?.().catch(() => [])) ?? [];
  const result: OtherMirrors = { removed: 0, kept: [] };
  for (const { name } of found) {
    const other = name ? MIRROR_RE.exec(name)?.[1] : undefined;
    if (!name || !other || name === mirrorName(userUuid)) continue;
    const db = new MontraDb(name);
    let queued: number;
    let label: string | null = null;
    try {
      queued = await db.outbox.count();
      if (queued > 0) {
        const user = await db.users.get(other);
        label = (user && userLabel(user)) || null;
      }
    } catch {
      // A mirror that cannot be read (an older or broken copy) cannot be sent either: it goes.
      queued = 0;
    } finally {
      db.close();
    }
    if (queued > 0) {
      result.kept.push({ userUuid: other, label, queued });
    } else {
      await Dexie.delete(name).catch(() => undefined);
      result.removed += 1;
    }
  }
  return result;
}
