/**
 * The companies list's rows: active companies from the mirror with their
 * number of active stands (both known offline), and the number of vehicles,
 * which the super user's mirror does not hold, from GET /api/companies/ when
 * online (null = not known: offline, loading or failed).
 */
import { useMemo } from 'react';
import { request } from '../../data/api';
import { mirror, useLiveQuery, type CompanyRecord } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { useSyncStore } from '../../data/sync';
import { toastError } from '../../ui/toaster';
import { useOnlineQuery } from '../../ui/use-online-query';

export const COMPANIES_ERROR = 'Erro ao actualizar as empresas, por favor tente mais tarde';

export interface CompanyRow {
  company: CompanyRecord;
  numberOfStands: number;
  numberOfCars: number | null;
}

interface CompanyCounts {
  uuid: string;
  numberOfCars?: number;
}

async function fetchCounts(): Promise<Map<string, number>> {
  const answer = await request((api) => api.get('companies/').json<{ companies: CompanyCounts[] }>());
  return new Map(answer.companies.map((c) => [c.uuid, c.numberOfCars ?? 0]));
}

export function useCompanyRows(): CompanyRow[] | undefined {
  const userUuid = useSessionStore((s) => s.user?.uuid ?? '');
  const online = useSyncStore((s) => s.online);
  const local = useLiveQuery(async () => {
    const db = mirror();
    const [companies, stands] = await Promise.all([db.companies.toArray(), db.stands.toArray()]);
    const standCount = new Map<string, number>();
    for (const s of stands) {
      if (s.active) standCount.set(s.companyUuid, (standCount.get(s.companyUuid) ?? 0) + 1);
    }
    return companies
      .filter((c) => c.active)
      .map((company) => ({ company, numberOfStands: standCount.get(company.uuid) ?? 0 }));
  }, [userUuid]);

  // Asked again when the list changes (a company created, a version answered by the server).
  const key = local ? local.map((r) => `${r.company.uuid}@${r.company.rowVersion}`).join(',') : null;
  const counts = useOnlineQuery(key, online, fetchCounts, () => toastError(COMPANIES_ERROR));

  return useMemo(
    () =>
      local?.map((row) => ({
        ...row,
        numberOfCars: counts.status === 'ready' ? (counts.data.get(row.company.uuid) ?? null) : null,
      })),
    [local, counts],
  );
}
