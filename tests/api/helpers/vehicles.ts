/** Data generators for the vehicle API tests: a valid payload with what the test changes on top. */
import type { CostFormValues, VehicleFormValues } from '../../../src/domain/schemas/vehicles';
import { DEMO_STANDS } from '../../../server/seed/demo-organisation';

let plates = 0;

/** A licence plate no seeded vehicle has (the seed uses AA-00-AA shapes). */
export function uniquePlate(): string {
  plates += 1;
  return `ZT${String(plates).padStart(4, '0')}`;
}

export function makeVehicle(overrides: Partial<VehicleFormValues> = {}): VehicleFormValues {
  return {
    brand: 'Renault',
    model: 'Clio',
    version: '1.5 dCi',
    licensePlate: uniquePlate(),
    createdAt: '2026-01-10',
    dateVehicle: '2019-05-01',
    standUuid: DEMO_STANDS.ilhavo,
    availability: 'READY_FOR_SALE',
    typeVehicle: 'LIGHT_PASSENGERS',
    fuel: 'DIESEL',
    shift: 'MANUAL',
    mileage: 98000,
    numberDoors: 5,
    ...overrides,
  };
}

export function makeCost(overrides: Partial<CostFormValues> = {}): CostFormValues {
  return {
    costType: 'MECHANIC',
    value: 250,
    description: 'Revisão geral',
    associatedInvoice: 'OR-1',
    date: '2026-02-01',
    ...overrides,
  };
}
