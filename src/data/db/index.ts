/**
 * The current user's mirror. Opened at login or session restore, closed and
 * deleted at logout (design §8: a shared tablet keeps nothing of the last user).
 */
import Dexie from 'dexie';
import { MontraDb, mirrorName } from './montra-db';

let current: MontraDb | null = null;

export function openMirror(userUuid: string): MontraDb {
  if (current?.name === mirrorName(userUuid)) return current;
  current?.close();
  current = new MontraDb(mirrorName(userUuid));
  return current;
}

/** The open mirror; screens only render under a session, so one is open. */
export function mirror(): MontraDb {
  if (!current) throw new Error('No mirror open: no session');
  return current;
}

export function hasMirror(): boolean {
  return current !== null;
}

export function closeMirror(): void {
  current?.close();
  current = null;
}

export async function deleteMirror(userUuid: string): Promise<void> {
  if (current?.name === mirrorName(userUuid)) closeMirror();
  await Dexie.delete(mirrorName(userUuid));
}

export { useLiveQuery } from 'dexie-react-hooks';
export { clearOtherMirrors, type KeptMirror, type OtherMirrors } from './other-mirrors';
export { MontraDb, MIRROR_TABLES, mirrorName, touchKey } from './montra-db';
export type {
  OutboxRow,
  OutboxState,
  PendingBlob,
  CompanyRecord,
  MetaRow,
  BeforeImage,
  QueuedFile,
} from './montra-db';
