/**
 * The fields of the vehicle form (spec 01 §2 "Create vehicle", spec 02 §2
 * "Vehicle details"), their pt-PT labels, which of them a role writes, and
 * the comparison both the edit (what to send) and the conflict panel (what
 * differs between my change and the server's record) are built on.
 */
import type { Vehicle } from './entities';
import type { Actor } from './permissions';
import { hiddenVehicleFields } from './visibility';

/** In the order of the form's sections: general, engine, management, extras. */
export const VEHICLE_FORM_FIELDS = [
  'brand',
  'model',
  'version',
  'licensePlate',
  'dateVehicle',
  'firstDateLicensePlate',
  'state',
  'typeVehicle',
  'color',
  'numberDoors',
  'numberSeats',
  'numBoard',
  'grossWeight',
  'tara',
  'fuel',
  'shift',
  'motorPower',
  'cylinder',
  'mileage',
  'createdAt',
  'availability',
  'standUuid',
  'buyPrice',
  'sellerPrice',
  'associatedCosts',
  'previewCosts',
  'retakePerson',
  'iva',
  'observations',
  'vehicleExtras',
] as const satisfies readonly (keyof Vehicle)[];
export type VehicleFormField = (typeof VEHICLE_FORM_FIELDS)[number];

/** The vehicle fields written beside the form: publication, promotion and supplier (spec 02 §2). */
export const VEHICLE_PUBLICATION_FIELDS = [
  'supplierUuid',
  'supplierNotes',
  'online',
  'isFeatured',
  'isOnPromotion',
  'promotionPrice',
  'shortDescription',
  'longDescription',
] as const satisfies readonly (keyof Vehicle)[];

export const VEHICLE_FIELD_LABELS: Record<VehicleFormField, string> = {
  brand: 'Marca',
  model: 'Modelo',
  version: 'Versão',
  licensePlate: 'Matrícula',
  dateVehicle: 'Data de registo',
  firstDateLicensePlate: 'Data da matrícula',
  state: 'Estado',
  typeVehicle: 'Tipo de veículo',
  color: 'Cor',
  numberDoors: 'Portas',
  numberSeats: 'Lugares',
  numBoard: 'Nº de quadro',
  grossWeight: 'Peso bruto (kg)',
  tara: 'Tara (kg)',
  fuel: 'Combustível',
  shift: 'Caixa de velocidades',
  motorPower: 'Potência (cv)',
  cylinder: 'Cilindrada (cm³)',
  mileage: 'Quilómetros (km)',
  createdAt: 'Entrada em stock',
  availability: 'Disponibilidade',
  standUuid: 'Stand',
  buyPrice: 'Preço de compra',
  sellerPrice: 'Preço de venda',
  associatedCosts: 'Custos associados',
  previewCosts: 'Custos previstos',
  retakePerson: 'Vendedor da retoma',
  iva: 'IVA dedutível',
  observations: 'Observações',
  vehicleExtras: 'Extras',
};

/** The form fields the actor sees, and so writes (visibility.ts); the others are never sent. */
export function vehicleFormFields(actor: Actor): VehicleFormField[] {
  const hidden = new Set<string>(hiddenVehicleFields(actor));
  return VEHICLE_FORM_FIELDS.filter((field) => !hidden.has(field));
}

/** Absent, null and '' all mean "no value". */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Whether two field values are the same: empty values are equal to each other,
 * lists are compared as sets (the extras a vehicle keeps have no order), and
 * anything else by value.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b)) return false;
    const left = new Set(a.map((item) => JSON.stringify(item)));
    const right = new Set(b.map((item) => JSON.stringify(item)));
    return left.size === right.size && [...left].every((item) => right.has(item));
  }
  if (typeof a === 'object' || typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

/** The fields, in the order given, whose values differ between `mine` and `theirs`. */
export function changedFields<K extends string>(
  mine: Readonly<Partial<Record<K, unknown>>>,
  theirs: Readonly<Partial<Record<K, unknown>>>,
  fields: readonly K[],
): K[] {
  return fields.filter((field) => !sameValue(mine[field], theirs[field]));
}

/** The vehicle form fields a write payload names (a PUT writes only those). */
export function formFieldsIn(payload: object): VehicleFormField[] {
  return VEHICLE_FORM_FIELDS.filter((field) => Object.hasOwn(payload, field));
}

/** The named fields of a record (a payload of only what the role writes, or only what changed). */
export function pickFields<T extends object, K extends keyof T>(record: T, fields: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const field of fields) out[field] = record[field];
  return out;
}

/** Fields every vehicle write names: the schema requires them in a PUT as in a POST. */
export const VEHICLE_REQUIRED_FIELDS = [
  'brand',
  'model',
  'licensePlate',
  'createdAt',
] as const satisfies readonly VehicleFormField[];

type Fields = Readonly<Record<string, unknown>>;

/**
 * The fields a queued edit changes: those its payload names with another value
 * than the record had before it (`previous`). The others it only carries
 * (the required fields every PUT names).
 */
export function editedFields(payload: object, previous: object | null | undefined): VehicleFormField[] {
  const named = formFieldsIn(payload);
  if (!previous) return named;
  return changedFields(payload as Fields, previous as Fields, named);
}

/**
 * The fields a conflict is about: those I changed whose value on the server is
 * not what I set.
 */
export function conflictingFields(
  payload: object,
  previous: object | null | undefined,
  server: object | null | undefined,
): VehicleFormField[] {
  return changedFields(payload as Fields, (server ?? {}) as Fields, editedFields(payload, previous));
}

/**
 * A conflict settled with "keep mine": my edit, with the fields it only
 * carried taken from the server's record, so sending it again writes my
 * changes and undoes nobody else's.
 */
export function rebaseEdit<T extends object>(
  payload: T,
  previous: object | null | undefined,
  server: object | null | undefined,
): T {
  if (!server) return payload;
  const mine = new Set<string>(editedFields(payload, previous));
  const rebased = { ...payload } as Record<string, unknown>;
  for (const field of formFieldsIn(payload)) {
    if (!mine.has(field) && Object.hasOwn(server, field)) rebased[field] = (server as Fields)[field];
  }
  return rebased as T;
}
