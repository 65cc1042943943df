/**
 * A stand's vehicle counts (on sale, sold, others; spec 01 §3). Staff whose
 * mirror holds the company's vehicles count them there, offline too; the
 * super user's mirror holds no vehicles, so the counts come from
 * GET /api/stands/... while online, and are unknown (null) otherwise.
 */
import { request } from '../../data/api';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { useSyncStore } from '../../data/sync';
import type { Stand } from '../../domain/entities';
import { can } from '../../domain/permissions';
import { standCountBucket } from '../../domain/schemas/stands';
import { toastError } from '../../ui/toaster';
import { useOnlineQuery } from '../../ui/use-online-query';
import { STAND_TEXTS } from './stand-texts';

export interface StandCounts {
  inSale: number;
  sold: number;
  others: number;
}

interface StandWithCounts {
  uuid: string;
  vehiclesLengthInSale?: number;
  vehiclesLengthSold?: number;
  vehiclesLengthOthers?: number;
}

const countsOf = (s: StandWithCounts): StandCounts => ({
  inSale: s.vehiclesLengthInSale ?? 0,
  sold: s.vehiclesLengthSold ?? 0,
  others: s.vehiclesLengthOthers ?? 0,
});

/** What a count cell shows: '---' for an inactive stand, '—' when unknown. */
export function countText(stand: Stand, value: number | null | undefined): string | number {
  if (!stand.active) return STAND_TEXTS.inactiveCount;
  return value ?? STAND_TEXTS.unknownCount;
}

/** Counts of every stand of a company, by stand uuid (from the server). */
export function useCompanyStandCounts(companyUuid: string, stands: Stand[] | undefined) {
  const online = useSyncStore((s) => s.online);
  const key = stands ? `${companyUuid}:${stands.map((s) => `${s.uuid}@${s.rowVersion}`).join(',')}` : null;
  const query = useOnlineQuery(
    key,
    online,
    async () => {
      const answer = await request((api) =>
        api.get(`stands/company/${companyUuid}`).json<{ stands: StandWithCounts[] }>(),
      );
      return new Map(answer.stands.map((s) => [s.uuid, countsOf(s)]));
    },
    () => toastError(STAND_TEXTS.listError),
  );
  return query.status === 'ready' ? query.data : null;
}

/** Counts of one stand: from the mirror for staff, else from the server. */
export function useStandCounts(stand: Stand | null | undefined): StandCounts | null {
  const user = useSessionStore((s) => s.user);
  const online = useSyncStore((s) => s.online);
  const fromMirror = can(user, 'vehicle.read');
  const standUuid = stand?.uuid ?? '';

  const local = useLiveQuery(async () => {
    if (!fromMirror || !standUuid) return null;
    const counts: StandCounts = { inSale: 0, sold: 0, others: 0 };
    await mirror()
      .vehicles.where('standUuid')
      .equals(standUuid)
      .each((v) => {
        counts[standCountBucket(v.availability)] += 1;
      });
    return counts;
  }, [fromMirror, standUuid, user?.uuid]);

  const remote = useOnlineQuery(
    !fromMirror && stand ? `${stand.uuid}@${stand.rowVersion}` : null,
    online,
    async () =>
      countsOf(
        (await request((api) => api.get(`stands/${standUuid}`).json<{ stand: StandWithCounts }>())).stand,
      ),
  );

  if (fromMirror) return local ?? null;
  return remote.status === 'ready' ? remote.data : null;
}
