/**
 * Queued writes, live, for the screens that read nothing else of the mirror
 * (the readers, to combine with other reads, are in pending.ts). Each reads
 * the signed-in user's mirror again when the user changes.
 */
import { mirror, useLiveQuery, type OutboxRow } from '../db';
import { useSessionStore } from '../session/session-store';
import { allQueuedWrites, queuedFileOf } from './pending';

const useUserUuid = () => useSessionStore((s) => s.user?.uuid ?? '');

/** Every queued write, in queue order (the sync panel); [] while read. */
export function useQueuedWrites(): OutboxRow[] {
  const userUuid = useUserUuid();
  return useLiveQuery(() => allQueuedWrites(mirror()), [userUuid], [] as OutboxRow[]);
}

/** How many writes wait to be sent, and how many of them the server did not take (the sync status). */
export function useQueueCounts(): { pending: number; problems: number } {
  const userUuid = useUserUuid();
  return useLiveQuery(
    async () => {
      const rows = await mirror().outbox.toArray();
      return { pending: rows.length, problems: rows.filter((r) => r.state !== 'pending').length };
    },
    [userUuid],
    { pending: 0, problems: 0 },
  );
}

/** The records a queued write is about, whatever its state (a 'Por enviar' mark beside each). */
export function useQueuedTargets(): Set<string> {
  const userUuid = useUserUuid();
  return useLiveQuery(
    async () => new Set((await mirror().outbox.toArray()).map((r) => r.targetUuid)),
    [userUuid],
    new Set<string>(),
  );
}

/** The queued file of a record (a video, a file) while it waits or was refused; null when none. */
export function useQueuedFile(recordUuid: string | undefined): OutboxRow | null {
  return useLiveQuery(
    async () => (recordUuid ? queuedFileOf(mirror(), recordUuid) : null),
    [recordUuid],
    null,
  );
}
