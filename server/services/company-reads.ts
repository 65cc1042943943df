/**
 * Company reads (spec 01 §2 "Companies list", "Company detail", §9): each company with its
 * financials and the counts of the list. Only active companies are listed; staff see their own.
 */
import type { AuthedUser } from '../auth/guard';
import type { DbOrTx } from '../db/client';
import { companyDetails, listCompanyRows, type CompanyRow } from '../repositories/companies';
import { toCompanyAnswer, type CompanyAnswer } from '../wire/serializers';

/** The companies with their financials and counts, in the order given. */
export async function companyAnswers(db: DbOrTx, rows: readonly CompanyRow[]): Promise<CompanyAnswer[]> {
  if (rows.length === 0) return [];
  const { financials, standsOf, carsOf } = await companyDetails(
    db,
    rows.map((r) => r.uuid),
  );
  return rows.map((row) =>
    toCompanyAnswer(
      row,
      financials.filter((f) => f.companyUuid === row.uuid),
      { numberOfStands: standsOf.get(row.uuid) ?? 0, numberOfCars: carsOf.get(row.uuid) ?? 0 },
    ),
  );
}

export async function companyAnswer(db: DbOrTx, row: CompanyRow): Promise<CompanyAnswer> {
  const [answer] = await companyAnswers(db, [row]);
  if (!answer) throw new Error('company answer lost its row');
  return answer;
}

/** The active companies the caller may see: every one for the super user, their own for staff. */
export async function visibleCompanies(db: DbOrTx, actor: AuthedUser): Promise<CompanyAnswer[]> {
  const rows = await listCompanyRows(db, {
    onlyActive: true,
    ...(actor.isSuperUser ? {} : { uuids: actor.companyUuid ? [actor.companyUuid] : [] }),
  });
  return companyAnswers(db, rows);
}
