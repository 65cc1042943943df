import { describe, expect, it } from 'vitest';
import { analyseStock, ANALYSIS_NONE, type AnalysisInput, type AnalysisVehicle } from './analysis';
import type { Cost } from './entities';
import type { Availability } from './enums';

const TODAY = '2026-06-30';

let next = 0;
function vehicle(overrides: Partial<AnalysisVehicle> = {}): AnalysisVehicle {
  next += 1;
  return {
    uuid: `v${next}`,
    availability: 'READY_FOR_SALE',
    createdAt: TODAY,
    fuel: 'DIESEL',
    brand: 'Renault',
    standUuid: 's1',
    buyPrice: null,
    sellerPrice: null,
    ...overrides,
  };
}

/** The YYYY-MM-DD `days` days before TODAY. */
function daysAgo(days: number): string {
  const d = new Date(`${TODAY}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

type CostRow = Pick<Cost, 'vehicleUuid' | 'costType' | 'value'>;

function analyse(vehicles: AnalysisVehicle[], options: { costs?: CostRow[]; withMoney?: boolean } = {}) {
  const input: AnalysisInput = {
    vehicles,
    costs: options.costs ?? [],
    stands: [
      { uuid: 's1', name: 'Stand Ílhavo' },
      { uuid: 's2', name: 'Stand Aveiro' },
    ],
    today: TODAY,
    withMoney: options.withMoney ?? true,
  };
  return analyseStock(input);
}

describe('analyseStock', () => {
  it.each<[Availability, boolean]>([
    ['REPARING', true],
    ['VERIFYING', true],
    ['READY_FOR_SALE', true],
    ['SOLD', false],
    ['DELIVERED', false],
  ])('counts a %s vehicle in the stock: %s', (availability, counted) => {
    const result = analyse([vehicle({ availability, buyPrice: 1000, sellerPrice: 1500 })]);
    expect(result.numberCarsStock).toBe(counted ? 1 : 0);
    expect(result.totalValueStock).toBe(counted ? 1000 : 0);
    expect(result.numberCarsFuel).toEqual(counted ? [{ typeAnalysis: 'DIESEL', count: 1 }] : []);
  });

  it.each<[number, 'young' | 'middle' | 'old']>([
    [0, 'young'],
    [179, 'young'],
    [180, 'middle'],
    [364, 'middle'],
    [365, 'old'],
    [1000, 'old'],
  ])('puts a vehicle %i days in stock in the %s band', (days, band) => {
    const result = analyse([vehicle({ createdAt: daysAgo(days) })]);
    expect([result.carLessSixMonths, result.carSixToTwelveMonths, result.carMoreTwelveMonths]).toEqual([
      band === 'young' ? 1 : 0,
      band === 'middle' ? 1 : 0,
      band === 'old' ? 1 : 0,
    ]);
    expect(result.averageStockTime).toBe(days);
  });

  it('makes the age bands add up to the stock, and averages the days to one decimal', () => {
    const result = analyse([
      vehicle({ createdAt: daysAgo(10) }),
      vehicle({ createdAt: daysAgo(200) }),
      vehicle({ createdAt: daysAgo(400) }),
      vehicle({ createdAt: daysAgo(400), availability: 'SOLD' }),
    ]);
    expect(result.carLessSixMonths + result.carSixToTwelveMonths + result.carMoreTwelveMonths).toBe(3);
    expect(result.averageStockTime).toBe(203.3);
  });

  it('averages the margin over the priced vehicles only, costs in, complaints out', () => {
    const priced = vehicle({ buyPrice: 10_000, sellerPrice: 12_000 });
    const other = vehicle({ buyPrice: 5_000, sellerPrice: 6_000 });
    const unpriced = vehicle({ buyPrice: 4_000, sellerPrice: null });
    const result = analyse([priced, other, unpriced], {
      costs: [
        { vehicleUuid: priced.uuid, costType: 'MECHANIC', value: 500 },
        { vehicleUuid: priced.uuid, costType: 'COMPLAINT', value: 900 },
        { vehicleUuid: unpriced.uuid, costType: 'PAINT_OR_PLATE', value: 100 },
      ],
    });
    // (12000 - 10500) and (6000 - 5000): the unpriced vehicle is not a 0 margin.
    expect(result.averageStockMargin).toBe(1250);
    // 10500 + 5000 + 4100: the complaint is not part of the value either.
    expect(result.totalValueStock).toBe(19_600);
  });

  it('gives no average margin when no vehicle has a list price, and 0 for an empty stock', () => {
    expect(analyse([vehicle({ buyPrice: 100 })]).averageStockMargin).toBeNull();
    const empty = analyse([]);
    expect(empty).toMatchObject({
      averageStockMargin: null,
      numberCarsStock: 0,
      averageStockTime: 0,
      totalValueStock: 0,
      numberCarsFuel: [],
      numberCarsBrand: [],
      numberCarsStand: [],
    });
  });

  it('keeps the money figures null for a role without buy prices, the counts unchanged', () => {
    const vehicles = [
      vehicle({ buyPrice: 10_000, sellerPrice: 12_000 }),
      vehicle({ createdAt: daysAgo(400) }),
    ];
    const withMoney = analyse(vehicles);
    const without = analyse(vehicles, { withMoney: false });
    expect(without.averageStockMargin).toBeNull();
    expect(without.totalValueStock).toBeNull();
    expect({ ...without, averageStockMargin: 0, totalValueStock: 0 }).toEqual({
      ...withMoney,
      averageStockMargin: 0,
      totalValueStock: 0,
    });
  });

  it('sorts the counts most first, then by key, and keys vehicles without fuel or stand as ""', () => {
    const result = analyse([
      vehicle({ fuel: 'GASOLINE', brand: 'Peugeot', standUuid: 's2' }),
      vehicle({ fuel: null, brand: ' Audi ', standUuid: null }),
      vehicle({ fuel: 'DIESEL', brand: 'Audi', standUuid: 's1' }),
      vehicle({ fuel: 'GASOLINE', brand: 'Peugeot', standUuid: 'gone' }),
      vehicle({ fuel: 'ELECTRIC', brand: 'BMW', standUuid: 's2' }),
    ]);
    expect(result.numberCarsFuel).toEqual([
      { typeAnalysis: 'GASOLINE', count: 2 },
      { typeAnalysis: ANALYSIS_NONE, count: 1 },
      { typeAnalysis: 'DIESEL', count: 1 },
      { typeAnalysis: 'ELECTRIC', count: 1 },
    ]);
    // Brands are compared trimmed.
    expect(result.numberCarsBrand).toEqual([
      { typeAnalysis: 'Audi', count: 2 },
      { typeAnalysis: 'Peugeot', count: 2 },
      { typeAnalysis: 'BMW', count: 1 },
    ]);
    // An unknown stand counts as no stand.
    expect(result.numberCarsStand).toEqual([
      { typeAnalysis: ANALYSIS_NONE, count: 2 },
      { typeAnalysis: 'Stand Aveiro', count: 2 },
      { typeAnalysis: 'Stand Ílhavo', count: 1 },
    ]);
  });
});
