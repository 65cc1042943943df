/**
 * The analytics figures (spec 02 §2 "Analytics", §3 "Analysis", §9 age bands):
 * one pure function over the company's vehicles, their costs and stands. The
 * server's GET /vehicles/company/{id}/analysis and the analytics screen (reading
 * the mirror, so it works offline) both call it; they must agree.
 *
 * Decisions where the spec is silent: the stock is what is not SOLD or
 * DELIVERED; the stock value is what it cost (buy price plus costs, "total
 * value"); the average margin counts the vehicles with a list price; the age is
 * the time in stock (entry date), under 6 months = under 180 days, over 12
 * months = 365 days or more. Money figures are null for a role that may not see
 * buy prices (they would be computed from absent prices).
 */
import type { Cost, Stand, Vehicle } from './entities';
import { DAYS_PER_MONTH, DAYS_PER_YEAR, daysBetween, margin, round2, totalValue } from './stock';

export const STOCK_AVAILABILITIES = ['REPARING', 'VERIFYING', 'READY_FOR_SALE'] as const;

/** One bar of a count chart: the spec's typeAnalysis (a fuel code, a brand, a stand name) and its count. */
export interface AnalysisCount {
  typeAnalysis: string;
  count: number;
}

export interface Analysis {
  /** Mean list-price margin of the stock in euros, 2 decimals; null without prices or for a role without them. */
  averageStockMargin: number | null;
  numberCarsStock: number;
  /** Mean days in stock, 1 decimal (0 for an empty stock). */
  averageStockTime: number;
  /** Buy price plus costs of the whole stock; null for a role without buy prices. */
  totalValueStock: number | null;
  carLessSixMonths: number;
  carSixToTwelveMonths: number;
  carMoreTwelveMonths: number;
  numberCarsFuel: AnalysisCount[];
  numberCarsBrand: AnalysisCount[];
  numberCarsStand: AnalysisCount[];
}

/** The key of vehicles without a fuel or a stand in the count lists. */
export const ANALYSIS_NONE = '';

export const AGE_BAND_SIX_MONTHS_DAYS = 6 * DAYS_PER_MONTH;

export type AnalysisVehicle = Pick<
  Vehicle,
  'uuid' | 'availability' | 'createdAt' | 'fuel' | 'brand' | 'standUuid' | 'buyPrice' | 'sellerPrice'
>;

export interface AnalysisInput {
  vehicles: readonly AnalysisVehicle[];
  costs: readonly Pick<Cost, 'vehicleUuid' | 'costType' | 'value'>[];
  stands: readonly Pick<Stand, 'uuid' | 'name'>[];
  /** YYYY-MM-DD. */
  today: string;
  /** Whether the caller may see buy prices and costs (the money figures). */
  withMoney: boolean;
}

/** Counts by key, most first, then by key. */
function countBy(keys: readonly string[]): AnalysisCount[] {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts]
    .map(([typeAnalysis, count]) => ({ typeAnalysis, count }))
    .sort((a, b) => b.count - a.count || a.typeAnalysis.localeCompare(b.typeAnalysis, 'pt'));
}

const brandKey = (brand: string) => brand.trim().replace(/\s+/g, ' ');

export function analyseStock(input: AnalysisInput): Analysis {
  const stock = input.vehicles.filter((v) =>
    (STOCK_AVAILABILITIES as readonly string[]).includes(v.availability),
  );
  const costsOf = new Map<string, Pick<Cost, 'costType' | 'value'>[]>();
  for (const c of input.costs) {
    const list = costsOf.get(c.vehicleUuid);
    if (list) list.push(c);
    else costsOf.set(c.vehicleUuid, [c]);
  }
  const standName = new Map(input.stands.map((s) => [s.uuid, s.name]));

  let days = 0;
  let value = 0;
  let marginSum = 0;
  let priced = 0;
  let young = 0;
  let middle = 0;
  let old = 0;
  for (const v of stock) {
    const age = daysBetween(v.createdAt, input.today);
    days += age;
    if (age < AGE_BAND_SIX_MONTHS_DAYS) young++;
    else if (age < DAYS_PER_YEAR) middle++;
    else old++;
    const costs = costsOf.get(v.uuid) ?? [];
    value += totalValue(v.buyPrice, costs);
    const m = margin(v.sellerPrice, v.buyPrice, costs);
    if (m !== null) {
      marginSum += m;
      priced++;
    }
  }
  const n = stock.length;
  return {
    averageStockMargin: input.withMoney && priced > 0 ? round2(marginSum / priced) : null,
    numberCarsStock: n,
    averageStockTime: n > 0 ? Math.round((days / n) * 10) / 10 : 0,
    totalValueStock: input.withMoney ? round2(value) : null,
    carLessSixMonths: young,
    carSixToTwelveMonths: middle,
    carMoreTwelveMonths: old,
    numberCarsFuel: countBy(stock.map((v) => v.fuel ?? ANALYSIS_NONE)),
    numberCarsBrand: countBy(stock.map((v) => brandKey(v.brand))),
    numberCarsStand: countBy(stock.map((v) => (v.standUuid && standName.get(v.standUuid)) || ANALYSIS_NONE)),
  };
}
