/**
 * Reference data for the generated part of the demo set: models sold on the
 * Portuguese market, colours (each with its demo photo), people and places of
 * the Aveiro and Porto districts, and small helpers that build plates, chassis
 * numbers, NIFs and phone numbers from the seeded PRNG.
 */
import type { Fuel, Gearbox, VehicleType } from '../../src/domain/enums';
import { pick } from './ids';

export interface CatalogueModel {
  brand: string;
  model: string;
  version: string;
  fuel: Fuel;
  shift: Gearbox;
  typeVehicle: VehicleType;
  doors: number;
  seats: number;
  /** cv */
  power: number;
  /** cm3; null for electric motors. */
  cylinder: number | null;
  /** Price new, in euros. */
  newPrice: number;
  tara: number;
  grossWeight: number;
  /** How often the model is drawn (cars 3, commercial 2, the rest 1). */
  weight: number;
}

type Row = [
  string,
  string,
  string,
  Fuel,
  Gearbox,
  VehicleType,
  number,
  number,
  number,
  number | null,
  number,
  number,
  number,
  number,
];

const L = 'LIGHT_PASSENGERS';
// brand, model, version, fuel, gearbox, type, doors, seats, cv, cm3, new price, tara, gross weight, weight
// prettier-ignore
const ROWS: Row[] = [
  ['Renault', 'Clio', '1.0 TCe Intens', 'GASOLINE', 'MANUAL', L, 5, 5, 90, 999, 19500, 1090, 1620, 3],
  ['Renault', 'Clio', '1.5 dCi Zen', 'DIESEL', 'MANUAL', L, 5, 5, 85, 1461, 21000, 1150, 1650, 3],
  ['Renault', 'Mégane', '1.5 Blue dCi GT Line', 'DIESEL', 'MANUAL', L, 5, 5, 115, 1461, 28500, 1300, 1850, 3],
  ['Renault', 'Captur', '1.6 E-Tech Hybrid', 'HYBRID_GASOLINE', 'AUTOMATIC', L, 5, 5, 145, 1598, 29900, 1350, 1800, 3],
  ['Renault', 'Zoe', 'R135 Intens', 'ELECTRIC', 'AUTOMATIC', L, 5, 5, 135, null, 35500, 1500, 1990, 2],
  ['Peugeot', '208', '1.2 PureTech Active', 'GASOLINE', 'MANUAL', L, 5, 5, 75, 1199, 18900, 1055, 1530, 3],
  ['Peugeot', '308', '1.5 BlueHDi Allure', 'DIESEL', 'AUTOMATIC', L, 5, 5, 130, 1499, 32000, 1350, 1880, 3],
  ['Peugeot', '2008', '1.2 PureTech GT', 'GASOLINE', 'AUTOMATIC', L, 5, 5, 130, 1199, 29500, 1230, 1720, 3],
  ['Peugeot', 'Partner', '1.5 BlueHDi Pro', 'DIESEL', 'MANUAL', 'COMMERCIAL', 4, 3, 100, 1499, 24500, 1400, 2200, 2],
  ['Citroën', 'C3', '1.2 PureTech Feel', 'GASOLINE', 'MANUAL', L, 5, 5, 83, 1199, 17500, 1050, 1560, 3],
  ['Citroën', 'C4', '1.5 BlueHDi Shine', 'DIESEL', 'AUTOMATIC', L, 5, 5, 130, 1499, 30500, 1350, 1860, 3],
  ['Citroën', 'Berlingo', '1.5 BlueHDi Van', 'DIESEL', 'MANUAL', 'COMMERCIAL', 4, 3, 100, 1499, 23000, 1400, 2150, 2],
  ['Volkswagen', 'Golf', '2.0 TDI Life', 'DIESEL', 'MANUAL', L, 5, 5, 115, 1968, 33000, 1360, 1880, 3],
  ['Volkswagen', 'Golf', '1.5 eTSI R-Line', 'HYBRID_GASOLINE', 'AUTOMATIC', L, 5, 5, 150, 1498, 38500, 1380, 1900, 3],
  ['Volkswagen', 'Polo', '1.0 TSI Style', 'GASOLINE', 'MANUAL', L, 5, 5, 95, 999, 22500, 1130, 1620, 3],
  ['Volkswagen', 'T-Roc', '2.0 TDI Sport', 'DIESEL', 'AUTOMATIC', L, 5, 5, 150, 1968, 37500, 1450, 1930, 3],
  ['Seat', 'Ibiza', '1.0 TSI FR', 'GASOLINE', 'MANUAL', L, 5, 5, 110, 999, 21500, 1120, 1610, 3],
  ['Seat', 'Leon', '2.0 TDI Xcellence', 'DIESEL', 'MANUAL', L, 5, 5, 150, 1968, 33500, 1380, 1900, 3],
  ['Cupra', 'Formentor', '1.4 e-Hybrid VZ', 'HYBRID_GASOLINE', 'AUTOMATIC', L, 5, 5, 204, 1395, 46000, 1700, 2150, 2],
  ['Toyota', 'Yaris', '1.5 Hybrid Comfort', 'HYBRID', 'AUTOMATIC', L, 5, 5, 116, 1490, 23500, 1110, 1590, 3],
  ['Toyota', 'Corolla', '1.8 Hybrid Exclusive', 'HYBRID', 'AUTOMATIC', L, 5, 5, 122, 1798, 32000, 1380, 1850, 3],
  ['Toyota', 'C-HR', '1.8 Hybrid Square', 'HYBRID', 'AUTOMATIC', L, 5, 5, 122, 1798, 33500, 1420, 1910, 3],
  ['BMW', 'Série 1', '116d Line Sport', 'DIESEL', 'AUTOMATIC', L, 5, 5, 116, 1496, 34500, 1390, 1910, 3],
  ['BMW', 'Série 3', '320d Pack M', 'DIESEL', 'AUTOMATIC', L, 4, 5, 190, 1995, 52000, 1540, 2080, 2],
  ['BMW', 'X1', 'sDrive18d xLine', 'DIESEL', 'AUTOMATIC', L, 5, 5, 150, 1995, 45000, 1560, 2130, 2],
  ['Mercedes-Benz', 'Classe A', 'A 180 d Style', 'DIESEL', 'AUTOMATIC', L, 5, 5, 116, 1461, 36000, 1420, 1940, 3],
  ['Mercedes-Benz', 'Classe C', 'C 220 d Avantgarde', 'DIESEL', 'AUTOMATIC', L, 4, 5, 200, 1993, 55000, 1680, 2200, 2],
  ['Mercedes-Benz', 'Vito', '114 CDI Furgão Longo', 'DIESEL', 'MANUAL', 'COMMERCIAL', 4, 3, 136, 2143, 38000, 1850, 3050, 2],
  ['Audi', 'A3 Sportback', '30 TDI S line', 'DIESEL', 'AUTOMATIC', L, 5, 5, 116, 1968, 38000, 1400, 1900, 3],
  ['Fiat', '500', '1.0 Hybrid Dolcevita', 'HYBRID_GASOLINE', 'MANUAL', L, 3, 4, 70, 999, 18500, 980, 1390, 3],
  ['Dacia', 'Sandero', '1.0 ECO-G Comfort', 'GPL', 'MANUAL', L, 5, 5, 100, 999, 16500, 1090, 1580, 3],
  ['Dacia', 'Duster', '1.5 Blue dCi Prestige', 'DIESEL', 'MANUAL', L, 5, 5, 115, 1461, 24000, 1320, 1850, 3],
  ['Opel', 'Corsa', '1.2 Elegance', 'GASOLINE', 'MANUAL', L, 5, 5, 75, 1199, 18500, 1090, 1570, 3],
  ['Opel', 'Astra', '1.5 D Business Edition', 'DIESEL', 'MANUAL', L, 5, 5, 122, 1496, 29000, 1330, 1860, 3],
  ['Nissan', 'Qashqai', '1.3 DIG-T MHEV N-Connecta', 'HYBRID_GASOLINE', 'MANUAL', L, 5, 5, 140, 1332, 32000, 1420, 1930, 3],
  ['Nissan', 'Leaf', '40 kWh N-Connecta', 'ELECTRIC', 'AUTOMATIC', L, 5, 5, 150, null, 35000, 1580, 1995, 2],
  ['Tesla', 'Model 3', 'Long Range AWD', 'ELECTRIC', 'AUTOMATIC', L, 4, 5, 498, null, 52000, 1830, 2230, 2],
  ['Kia', 'Ceed', '1.6 CRDi Drive', 'DIESEL', 'MANUAL', L, 5, 5, 136, 1598, 27000, 1370, 1880, 3],
  ['Hyundai', 'Tucson', '1.6 CRDi 48V Vanguard', 'HYBRID_DIESEL', 'AUTOMATIC', L, 5, 5, 136, 1598, 38000, 1600, 2140, 2],
  ['Honda', 'PCX', '125', 'GASOLINE', 'AUTOMATIC', 'MOTORCYCLES', 0, 2, 12, 125, 3800, 130, 330, 1],
  ['Yamaha', 'MT-07', '689 ABS', 'GASOLINE', 'MANUAL', 'MOTORCYCLES', 0, 2, 73, 689, 7900, 184, 370, 1],
  ['Mercedes-Benz', 'Sprinter', '516 CDI Minibus 19 lugares', 'DIESEL', 'MANUAL', 'HEAVY_PASSENGERS', 4, 19, 163, 2143, 72000, 3900, 5500, 1],
  ['Iveco', 'Eurocargo', '75E16 Caixa Aberta', 'DIESEL', 'MANUAL', 'HEAVY_GOODS', 2, 3, 160, 3920, 68000, 4200, 7490, 1],
];

export const CATALOGUE: readonly CatalogueModel[] = ROWS.map(
  ([
    brand,
    model,
    version,
    fuel,
    shift,
    typeVehicle,
    doors,
    seats,
    power,
    cylinder,
    newPrice,
    tara,
    grossWeight,
    weight,
  ]) => ({
    brand,
    model,
    version,
    fuel,
    shift,
    typeVehicle,
    doors,
    seats,
    power,
    cylinder,
    newPrice,
    tara,
    grossWeight,
    weight,
  }),
);

const WEIGHTED: readonly CatalogueModel[] = CATALOGUE.flatMap((m) => Array<CatalogueModel>(m.weight).fill(m));

/** A model, the common ones more often than vans, motorcycles and heavy vehicles. */
export function pickModel(rand: () => number): CatalogueModel {
  return pick(rand, WEIGHTED);
}

/** Vehicle colours in the order of the demo photos: colour i is shown by /demo/car-{i+1}.jpg. */
export const COLOURS = ['Branco', 'Preto', 'Cinzento', 'Azul', 'Vermelho', 'Prata'] as const;
export const photoUrl = (index: number) => `/demo/car-${(index % COLOURS.length) + 1}.jpg`;

export const FIRST_NAMES = (
  'João Maria José Ana António Catarina Francisco Mariana Manuel Beatriz Pedro ' +
  'Inês Rui Sofia Tiago Carla Miguel Joana Luís Rita Nuno Sara'
).split(' ');
export const LAST_NAMES = (
  'Silva Santos Ferreira Pereira Oliveira Costa Rodrigues Martins Jesus Sousa Fernandes ' +
  'Gonçalves Gomes Lopes Marques Almeida Ribeiro Pinto Carvalho Teixeira'
).split(' ');

/** parish, county, district, postal code prefix */
export type Place = readonly [string, string, string, string];
export const AVEIRO_PLACES: readonly Place[] = [
  ['Glória e Vera Cruz', 'Aveiro', 'Aveiro', '3810'],
  ['Esgueira', 'Aveiro', 'Aveiro', '3800'],
  ['Oliveirinha', 'Aveiro', 'Aveiro', '3810'],
  ['Gafanha da Nazaré', 'Ílhavo', 'Aveiro', '3830'],
  ['São Salvador', 'Ílhavo', 'Aveiro', '3830'],
  ['Gafanha da Encarnação', 'Ílhavo', 'Aveiro', '3830'],
  ['Vagos e Santo António', 'Vagos', 'Aveiro', '3840'],
  ['Oiã', 'Oliveira do Bairro', 'Aveiro', '3770'],
  ['Ovar', 'Ovar', 'Aveiro', '3880'],
  ['Arcos e Mogofores', 'Anadia', 'Aveiro', '3780'],
  ['Cantanhede e Pocariça', 'Cantanhede', 'Coimbra', '3060'],
  ['Santo António dos Olivais', 'Coimbra', 'Coimbra', '3000'],
];
export const PORTO_PLACES: readonly Place[] = [
  ['Bonfim', 'Porto', 'Porto', '4300'],
  ['Paranhos', 'Porto', 'Porto', '4200'],
  ['Matosinhos e Leça da Palmeira', 'Matosinhos', 'Porto', '4450'],
  ['Mafamude e Vilar do Paraíso', 'Vila Nova de Gaia', 'Porto', '4430'],
];
export const STREETS = [
  'Rua Direita',
  'Avenida Dr. Lourenço Peixinho',
  'Rua da Liberdade',
  'Travessa do Mar',
  'Rua 5 de Outubro',
  'Avenida da República',
  'Rua do Comércio',
  'Largo da Igreja',
];
export const ACTIVITIES = [
  'Professor',
  'Enfermeira',
  'Engenheiro civil',
  'Comerciante',
  'Pescador',
  'Empresário',
  'Reformado',
  'Técnica de contabilidade',
  'Motorista',
  'Estudante',
];

const DIGITS = '0123456789';
/** Letters of Portuguese plates (no K, W or Y before 2020; kept out for every format). */
const PLATE_LETTERS = 'ABCDEFGHIJLMNOPQRSTUVXZ';
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

const chars = (rand: () => number, alphabet: string, n: number) =>
  Array.from({ length: n }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');

/**
 * A Portuguese plate in the format of its year: 00-00-AA until 2005, 00-AA-00
 * until March 2020, AA-00-AA since; always 8 characters, upper case, no spaces.
 * Draws the same number of values whatever the year, so the sequence never shifts.
 */
export function licencePlate(rand: () => number, plateDate: string): string {
  const l = chars(rand, PLATE_LETTERS, 4);
  const d = chars(rand, DIGITS, 4);
  if (plateDate >= '2020-03-01') return `${l.slice(0, 2)}-${d.slice(0, 2)}-${l.slice(2)}`;
  if (plateDate >= '2005-01-01') return `${d.slice(0, 2)}-${l.slice(0, 2)}-${d.slice(2)}`;
  return `${d.slice(0, 2)}-${d.slice(2)}-${l.slice(0, 2)}`;
}

// prettier-ignore
const WMI: Record<string, string> = {
  Renault: 'VF1', Peugeot: 'VF3', Citroën: 'VF7', Volkswagen: 'WVW', Seat: 'VSS', Cupra: 'VSS', Toyota: 'SB1',
  BMW: 'WBA', 'Mercedes-Benz': 'WDD', Audi: 'WAU', Fiat: 'ZFA', Dacia: 'UU1', Opel: 'W0L', Nissan: 'SJN',
  Tesla: 'LRW', Kia: 'U5Y', Hyundai: 'TMA', Honda: 'MLH', Yamaha: 'JYA', Iveco: 'ZCF',
};

/** A 17-character chassis number with the maker's world identifier. */
export function chassisNumber(rand: () => number, brand: string): string {
  return `${WMI[brand] ?? 'VF1'}${chars(rand, VIN_CHARS, 14)}`;
}

/** A NIF with a valid check digit (first digit 1 or 2: a person). */
export function nif(rand: () => number): string {
  const body = `${1 + Math.floor(rand() * 2)}${chars(rand, DIGITS, 7)}`;
  const sum = [...body].reduce((acc, c, i) => acc + Number(c) * (9 - i), 0);
  const check = 11 - (sum % 11);
  return `${body}${check >= 10 ? 0 : check}`;
}

export const mobilePhone = (rand: () => number) =>
  `9${pick(rand, ['1', '2', '3', '6'])}${chars(rand, DIGITS, 7)}`;

export function personName(rand: () => number): string {
  return `${pick(rand, FIRST_NAMES)} ${pick(rand, LAST_NAMES)} ${pick(rand, LAST_NAMES)}`;
}

/** joao.silva@sapo.pt from 'João Silva Santos'. */
export function emailOf(name: string, rand: () => number): string {
  const parts = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().split(' ');
  return `${parts[0]}.${parts[parts.length - 1]}@${pick(rand, ['gmail.com', 'sapo.pt', 'hotmail.com', 'outlook.pt'])}`;
}

export const randInt = (rand: () => number, min: number, max: number) =>
  min + Math.floor(rand() * (max - min + 1));
export const roundTo = (value: number, step: number) => Math.round(value / step) * step;
export const cents = (value: number) => Math.round(value * 100) / 100;
