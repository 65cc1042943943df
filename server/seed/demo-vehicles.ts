/**
 * Generated vehicles for the demo set, the rival company and the benchmark
 * company (their costs and photos are in demo-costs.ts). Every value comes
 * from a seeded PRNG and every date is relative to `today`; the number of
 * values drawn never depends on `today`, so each run yields the same rows
 * (and the same uuids).
 */
import type { Availability } from '../../src/domain/enums';
import type { vehicles } from '../db/schema';
import {
  chassisNumber,
  COLOURS,
  licencePlate,
  pickModel,
  randInt,
  roundTo,
  type CatalogueModel,
} from './demo-catalogue';
import { daysAgo, pick, prng, stableUuid } from './ids';

export type NewVehicle = typeof vehicles.$inferInsert & { uuid: string; licensePlate: string };

export interface StandRef {
  uuid: string;
  location: string;
  name: string;
}

export interface VehiclePlan {
  /** Prefix of the stable uuids ('demo', 'rival', 'bench'). */
  key: string;
  companyUuid: string;
  seed: number;
  /** One entry per vehicle. */
  availabilities: readonly Availability[];
  stands: readonly StandRef[];
  /** Vehicles left without a stand (as after a stand deactivation). */
  withoutStand?: ReadonlySet<number>;
  /** Vehicles with no list price (null) or a list price of 0: the waiting list. */
  priceless?: ReadonlyMap<number, null | 0>;
  suppliers?: readonly string[];
  /** Descriptions of the extras to choose from. */
  extras?: readonly string[];
  /** Users who may have taken a vehicle as a trade-in. */
  retakePeople?: readonly string[];
  /** Sales in the current month: how many SOLD and how many DELIVERED. */
  currentMonthSales?: { sold: number; delivered: number };
}

export interface SeededVehicle {
  index: number;
  row: NewVehicle;
  model: CatalogueModel;
  stockDays: number;
  /** SOLD and DELIVERED only: days since the sale; DELIVERED only: days since delivery. */
  saleDaysAgo: number | null;
  deliverDaysAgo: number | null;
  standLocation: string | null;
  /** The stand's name: what a sale records as its 'Local do stand' (issue 24). */
  standName: string | null;
  colourIndex: number;
}

/** Time in stock, spread so every colour of the stock list shows (spec 01 §9). */
const STOCK_BANDS: readonly [number, number][] = [
  [0, 6],
  [7, 60],
  [61, 89],
  [90, 179],
  [180, 364],
  [365, 730],
];

const OBSERVATIONS = [
  'Um só dono, livro de revisões completo.',
  'Revisão feita na marca.',
  'Pneus novos à frente.',
  'Ligeiro risco na porta traseira esquerda.',
  'Chave suplente disponível.',
  null,
  null,
];

export function buildVehicles(plan: VehiclePlan, today: Date): SeededVehicle[] {
  const rand = prng(plan.seed);
  const dayOfMonth = today.getUTCDate();
  const plates = new Set<string>();
  const soldSeen = { SOLD: 0, DELIVERED: 0 };
  const current = plan.currentMonthSales ?? { sold: 0, delivered: 0 };

  return plan.availabilities.map((availability, index) => {
    const model = pickModel(rand);
    const colourIndex = Math.floor(rand() * COLOURS.length);

    // When it was sold (and delivered), then when it entered stock.
    let saleDaysAgo: number | null = null;
    let deliverDaysAgo: number | null = null;
    const inMonth = rand();
    const spread = rand();
    const stay = randInt(rand, 10, 300);
    if (availability === 'SOLD') {
      const thisMonth = soldSeen.SOLD++ < current.sold;
      saleDaysAgo = thisMonth ? Math.floor(inMonth * dayOfMonth) : 1 + Math.floor(spread * 45);
    } else if (availability === 'DELIVERED') {
      const thisMonth = soldSeen.DELIVERED++ < current.delivered;
      saleDaysAgo = thisMonth ? Math.floor(inMonth * dayOfMonth) : 20 + Math.floor(spread * 160);
      deliverDaysAgo = Math.max(0, saleDaysAgo - Math.floor(rand() * Math.min(15, saleDaysAgo + 1)));
    }
    const band = STOCK_BANDS[index % STOCK_BANDS.length] ?? [0, 0];
    const stockDays = saleDaysAgo === null ? randInt(rand, band[0], band[1]) : saleDaysAgo + stay;

    // Age and state when it entered stock.
    const kind = rand();
    const state = kind < 0.1 ? 'NEW' : kind < 0.25 ? 'SEMI_NEW' : 'USED';
    const ageDays =
      state === 'NEW' ? 0 : state === 'SEMI_NEW' ? randInt(rand, 90, 540) : randInt(rand, 2 * 365, 14 * 365);
    const ageYears = ageDays / 365;
    const dateVehicle = daysAgo(today, stockDays + ageDays);
    const imported = state === 'USED' && rand() < 0.2;
    const firstDateLicensePlate = imported ? daysAgo(today, stockDays + randInt(rand, 0, 20)) : dateVehicle;
    let licensePlate = licencePlate(rand, firstDateLicensePlate);
    while (plates.has(licensePlate)) licensePlate = licencePlate(rand, firstDateLicensePlate);
    plates.add(licensePlate);

    const yearly = model.typeVehicle === 'MOTORCYCLES' ? 4000 : randInt(rand, 9000, 20000);
    const mileage =
      state === 'NEW' ? randInt(rand, 5, 60) : Math.round(ageYears * yearly) + randInt(rand, 0, 900);

    const value =
      state === 'NEW' ? model.newPrice * 0.95 : model.newPrice * 0.86 ** ageYears * (0.9 + rand() * 0.2);
    let sellerPrice: number | null = Math.max(roundTo(value, 250) - 10, 990);
    const margin = 0.72 + rand() * 0.13;
    const buyPrice = roundTo(sellerPrice * (index % 17 === 5 ? 1.04 : margin), 50);
    if (plan.priceless?.has(index)) sellerPrice = plan.priceless.get(index) ?? null;

    const ready = availability === 'READY_FOR_SALE';
    const online = ready && rand() < 0.6;
    const isFeatured = online && rand() < 0.25;
    const isOnPromotion = ready && sellerPrice !== null && sellerPrice > 5000 && rand() < 0.15;
    const withSupplier = (plan.suppliers?.length ?? 0) > 0 && rand() < 0.45;
    const supplierUuid = withSupplier && plan.suppliers ? pick(rand, plan.suppliers) : null;
    const retake = (plan.retakePeople?.length ?? 0) > 0 && !withSupplier && rand() < 0.3;
    const retakePerson = retake && plan.retakePeople ? pick(rand, plan.retakePeople) : null;
    const stand = plan.withoutStand?.has(index) || plan.stands.length === 0 ? null : pick(rand, plan.stands);
    const extras = chooseExtras(rand, plan.extras ?? []);
    const year = dateVehicle.slice(0, 4);
    const describe = availability !== 'VERIFYING' && availability !== 'REPARING';

    const row: NewVehicle = {
      uuid: stableUuid(`vehicle:${plan.key}:${index}`),
      companyUuid: plan.companyUuid,
      standUuid: stand?.uuid ?? null,
      brand: model.brand,
      model: model.model,
      version: model.version,
      licensePlate,
      dateVehicle,
      firstDateLicensePlate,
      createdAt: daysAgo(today, stockDays),
      state,
      typeVehicle: model.typeVehicle,
      color: COLOURS[colourIndex] ?? 'Branco',
      numberDoors: model.doors,
      numberSeats: model.seats,
      numBoard: chassisNumber(rand, model.brand),
      grossWeight: model.grossWeight,
      tara: model.tara,
      fuel: model.fuel,
      shift: model.shift,
      motorPower: model.power,
      cylinder: model.cylinder,
      mileage,
      availability,
      buyPrice,
      sellerPrice,
      previewCosts: roundTo(150 + rand() * 1200, 50),
      associatedCosts: rand() < 0.35 ? roundTo(90 + rand() * 360, 10) : null,
      retakePerson,
      observations: pick(rand, OBSERVATIONS),
      iva: state !== 'USED' || rand() < 0.1,
      vehicleExtras: extras,
      online,
      isFeatured,
      isOnPromotion,
      promotionPrice: isOnPromotion && sellerPrice ? sellerPrice - roundTo(300 + rand() * 900, 100) : null,
      shortDescription: describe ? `${model.brand} ${model.model} ${model.version} de ${year}` : null,
      longDescription: describe
        ? `${model.brand} ${model.model} ${model.version}, ${COLOURS[colourIndex]?.toLowerCase()}, de ${year}, ` +
          `com ${mileage.toLocaleString('pt-PT')} km. ${extras.slice(0, 3).join(', ') || 'Equipamento de série'}. ` +
          'Garantia e possibilidade de financiamento.'
        : null,
      supplierUuid,
      supplierNotes: supplierUuid ? pick(rand, SUPPLIER_NOTES) : null,
    };
    return {
      index,
      row,
      model,
      stockDays,
      saleDaysAgo,
      deliverDaysAgo,
      standLocation: stand?.location ?? null,
      standName: stand?.name ?? null,
      colourIndex,
    };
  });
}

const SUPPLIER_NOTES = [
  'Comprado em leilão, pago a pronto.',
  'Importado de Espanha; documentação tratada pelo fornecedor.',
  'Retoma negociada com desconto de volume.',
  'Aguarda segunda chave do fornecedor.',
];

function chooseExtras(rand: () => number, all: readonly string[]): string[] {
  if (all.length === 0) return [];
  const wanted = randInt(rand, 1, Math.min(6, all.length));
  const chosen = new Set<string>();
  for (let i = 0; i < wanted * 2 && chosen.size < wanted; i++) chosen.add(pick(rand, all));
  return all.filter((e) => chosen.has(e));
}
