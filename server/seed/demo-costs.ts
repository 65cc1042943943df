/**
 * Costs and photos of the generated vehicles (demo set, rival company and
 * benchmark), each from its own seeded PRNG so they never shift the vehicles.
 */
import { COST_TYPES, type CostType } from '../../src/domain/enums';
import type { vehicleCosts, vehiclePhotos } from '../db/schema';
import { cents, photoUrl, randInt } from './demo-catalogue';
import type { SeededVehicle } from './demo-vehicles';
import { daysAgo, pick, prng, stableUuid } from './ids';

export type NewCost = typeof vehicleCosts.$inferInsert;
export type NewPhoto = typeof vehiclePhotos.$inferInsert;

const COSTS: Record<CostType, { min: number; max: number; invoice: boolean; texts: readonly string[] }> = {
  MECHANIC: {
    min: 80,
    max: 1200,
    invoice: true,
    texts: [
      'Revisão geral e mudança de óleo',
      'Pastilhas e discos de travão',
      'Kit de distribuição',
      'Embraiagem',
    ],
  },
  PAINT_OR_PLATE: {
    min: 150,
    max: 900,
    invoice: true,
    texts: ['Pintura do para-choques traseiro', 'Reparação de risco na porta', 'Polimento completo'],
  },
  STAMP: {
    min: 30,
    max: 250,
    invoice: false,
    texts: ['Imposto Único de Circulação', 'Registo de propriedade'],
  },
  TRANSPORTATION: {
    min: 60,
    max: 400,
    invoice: false,
    texts: ['Transporte desde Lisboa', 'Reboque desde o leilão', 'Transporte de camião desde Espanha'],
  },
  INSPECTION: {
    min: 32,
    max: 80,
    invoice: false,
    texts: ['Inspeção periódica obrigatória', 'Inspeção de importação'],
  },
  UPHOLSTERER: {
    min: 80,
    max: 500,
    invoice: true,
    texts: ['Limpeza de estofos', 'Reparação do banco do condutor', 'Forro do tejadilho'],
  },
  COMPLAINT: {
    min: 50,
    max: 700,
    invoice: true,
    texts: [
      'Reclamação: ruído na suspensão',
      'Reclamação: luz do motor acesa',
      'Reclamação: ar condicionado',
    ],
  },
  OTHER: {
    min: 20,
    max: 300,
    invoice: false,
    texts: ['Lavagem e preparação', 'Chave suplente', 'Tapetes novos'],
  },
};
/** Every cost type but COMPLAINT: complaints are added on purpose, a few of them. */
const PREPARATION: readonly CostType[] = COST_TYPES.filter((t) => t !== 'COMPLAINT');

/** 1–4 costs per vehicle (0–2 while still being checked), every type present, complaints after some sales. */
export function buildCosts(
  list: readonly SeededVehicle[],
  key: string,
  seed: number,
  today: Date,
): NewCost[] {
  const rand = prng(seed);
  const rows: NewCost[] = [];
  let sold = 0;
  for (const v of list) {
    const count = v.row.availability === 'VERIFYING' ? randInt(rand, 0, 2) : randInt(rand, 1, 4);
    const types: CostType[] = [];
    for (let i = 0; i < count; i++)
      types.push(i === 0 ? pickAt(PREPARATION, v.index) : pick(rand, PREPARATION));
    const end = v.saleDaysAgo ?? 0;
    const dates = types.map(() => end + Math.floor(rand() * (v.stockDays - end + 1)));
    if (v.saleDaysAgo !== null && sold++ % 3 === 0) {
      types.push('COMPLAINT');
      dates.push(Math.floor(rand() * ((v.deliverDaysAgo ?? v.saleDaysAgo) + 1)));
    }
    types.forEach((type, i) => {
      const info = COSTS[type];
      const invoiceNo = randInt(rand, 100, 9999);
      const text = pick(rand, info.texts);
      const date = daysAgo(today, dates[i] ?? 0);
      rows.push({
        uuid: stableUuid(`cost:${key}:${v.index}:${i}`),
        vehicleUuid: v.row.uuid,
        companyUuid: v.row.companyUuid,
        costType: type,
        value: cents(info.min + rand() * (info.max - info.min)),
        description: text,
        associatedInvoice: info.invoice ? `OR ${date.slice(0, 4)}/${invoiceNo}` : null,
        date,
      });
    });
  }
  return rows;
}

/** 1–3 photos per vehicle, orderNum from 1, exactly one featured; the first shows the vehicle's colour. */
export function buildPhotos(list: readonly SeededVehicle[], key: string, seed: number): NewPhoto[] {
  const rand = prng(seed);
  return list.flatMap((v) => {
    const count = randInt(rand, 1, 3);
    const featured = rand() < 0.8 ? 0 : Math.floor(rand() * count);
    return Array.from({ length: count }, (_, i) => ({
      uuid: stableUuid(`photo:${key}:${v.index}:${i}`),
      vehicleUuid: v.row.uuid,
      companyUuid: v.row.companyUuid,
      url: photoUrl(v.colourIndex + i),
      isFeatured: i === featured,
      orderNum: i + 1,
    }));
  });
}

function pickAt<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('pickAt from an empty list');
  return item;
}
