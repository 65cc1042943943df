/**
 * Stand reads (spec 01 §2 "Stand detail", §7 "Stands"): a company's stands and one stand, each
 * with its vehicle counts; a stand of another company, or one that does not exist, is 404 alike.
 */
import type { Availability } from '../../src/domain/enums';
import { standCountBucket } from '../../src/domain/schemas/stands';
import { companyInScope, loadInCompany, type AuthedUser } from '../auth/guard';
import type { DbOrTx } from '../db/client';
import { findStandRow, listCompanyStands, standVehicleCounts, type StandRow } from '../repositories/stands';
import { toStandAnswer, type StandAnswer } from '../wire/serializers';

/** The stands with their counts, in the order given. */
export async function standAnswers(db: DbOrTx, rows: readonly StandRow[]): Promise<StandAnswer[]> {
  const counts = await standVehicleCounts(
    db,
    rows.map((r) => r.uuid),
  );
  const byStand = new Map<string, { inSale: number; sold: number; others: number }>();
  for (const c of counts) {
    if (!c.standUuid) continue;
    const entry = byStand.get(c.standUuid) ?? { inSale: 0, sold: 0, others: 0 };
    entry[standCountBucket(c.availability as Availability)] += c.n;
    byStand.set(c.standUuid, entry);
  }
  return rows.map((row) => toStandAnswer(row, byStand.get(row.uuid) ?? { inSale: 0, sold: 0, others: 0 }));
}

export async function standAnswer(db: DbOrTx, row: StandRow): Promise<StandAnswer> {
  const [answer] = await standAnswers(db, [row]);
  if (!answer) throw new Error('stand answer lost its row');
  return answer;
}

/** The stand, if it exists in the caller's company (else 404, whichever the reason). */
export function loadStand(db: DbOrTx, actor: AuthedUser, standId: string): Promise<StandRow> {
  return loadInCompany(actor, standId, (uuid) => findStandRow(db, uuid));
}

/** The stands of a company the caller acts in (404 for another or an unknown one). */
export async function companyStands(
  db: DbOrTx,
  actor: AuthedUser,
  companyId: string,
): Promise<StandAnswer[]> {
  const company = await companyInScope(db, actor, companyId);
  return standAnswers(db, await listCompanyStands(db, company.uuid));
}
