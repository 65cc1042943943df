/**
 * When two licence plates are the same plate (spec fidelity, issue 9): a
 * second vehicle with a plate already in stock is confirmed first
 * ('Já existe um veículo com esta matrícula'). Plates are typed with or
 * without spaces and dashes, in either case: only letters and digits count.
 */
import { STOCK_AVAILABILITIES, type Availability } from './enums';

export const DUPLICATE_PLATE_TITLE = 'Já existe um veículo com esta matrícula';

/** 'aa-00 bb' → 'AA00BB'. */
export function normalisePlate(plate: string | null | undefined): string {
  return (plate ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** The first vehicle in stock (not sold nor delivered) with the same plate, if any. */
export function findStockPlate<V extends { licensePlate: string; availability: Availability }>(
  vehicles: readonly V[],
  plate: string,
): V | undefined {
  const wanted = normalisePlate(plate);
  if (wanted === '') return undefined;
  return vehicles.find(
    (v) =>
      (STOCK_AVAILABILITIES as readonly Availability[]).includes(v.availability) &&
      normalisePlate(v.licensePlate) === wanted,
  );
}
