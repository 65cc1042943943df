/**
 * A mirror full of awkward stock for the first-screen tests: brands that differ only by case, share
 * a prefix, carry accents or a trailing space, vehicles that tie on the sort, vehicles outside the
 * stock, some with photos and costs; and what the whole list read shows first.
 */
import { mirror } from '../../../src/data/db';
import type { Photo, Vehicle } from '../../../src/domain/entities';
import { AVAILABILITIES, STOCK_AVAILABILITIES } from '../../../src/domain/enums';
import { DEFAULT_STOCK_SORT, sortStock } from '../../../src/domain/stock';
import { buildStockRows, type StockListRow } from '../../../src/features/stock/stock-rows';
import { makeCost, makeVehicle, STAND_ILHAVO } from '../vehicle/render-vehicle';

const BRANDS = [
  'Audi',
  'audi',
  'AUDI',
  'Alfa',
  'Alfa ',
  'Alfa Romeo',
  'Alfa-Romeo',
  'Abarth',
  'BMW',
  'Bmw',
  'Ápice',
  'Zeta',
];
const MODELS = ['A3', 'a3', 'Mito', 'Giulia', '', '500'];
export const VEHICLE_COUNT = 240;

const id = (prefix: string, n: number) =>
  `00000000-0000-4000-8000-${prefix}${String(n).padStart(12 - prefix.length, '0')}`;

/** A spread of vehicles: brand, model and version cycle at different paces, so many tie on the sort. */
function fleet(): { vehicles: Vehicle[]; photos: Photo[] } {
  const vehicles: Vehicle[] = [];
  const photos: Photo[] = [];
  for (let n = 0; n < VEHICLE_COUNT; n += 1) {
    // uuids not in creation order: ties must come out in the full read's (availability, uuid) order.
    const uuid = id('a', (n * 7919) % 10007);
    vehicles.push(
      makeVehicle({
        uuid,
        brand: BRANDS[(n * 5) % BRANDS.length]!,
        model: MODELS[n % MODELS.length]!,
        version: n % 4 === 0 ? null : `v${n % 3}`,
        availability: AVAILABILITIES[n % AVAILABILITIES.length]!,
        buyPrice: 1000 + n,
        licensePlate: `AA-${String(n).padStart(4, '0')}`,
      }),
    );
    if (n % 3 === 0)
      photos.push({
        uuid: id('b', n),
        vehicleUuid: uuid,
        companyUuid: STAND_ILHAVO.companyUuid,
        url: `/media/${n}.webp`,
        galleryUrl: null,
        thumbUrl: `/media/${n}-96.webp`,
        isFeatured: n % 2 === 0,
        orderNum: n % 5,
        rowVersion: 1,
        updatedAt: '2026-01-01T00:00:00.000Z',
      } as Photo);
  }
  return { vehicles, photos };
}

export async function fill() {
  const { vehicles, photos } = fleet();
  const costs = vehicles
    .filter((_, n) => n % 2 === 0)
    .map((v, n) => makeCost({ uuid: id('c', n), vehicleUuid: v.uuid, value: 10 * n }));
  const db = mirror();
  await db.vehicles.bulkPut(vehicles);
  await db.costs.bulkPut(costs);
  await db.photos.bulkPut(photos);
}

/** What the whole read shows first: every row built, sorted by the default sort. */
export async function wholeListFirst(count: number): Promise<StockListRow[]> {
  const db = mirror();
  const rows = buildStockRows(
    {
      vehicles: await db.vehicles
        .where('availability')
        .anyOf([...STOCK_AVAILABILITIES])
        .toArray(),
      stands: await db.stands.toArray(),
      costs: await db.costs.toArray(),
      photos: await db.photos.toArray(),
    },
    true,
  );
  return (sortStock(rows, DEFAULT_STOCK_SORT) as StockListRow[]).slice(0, count);
}
