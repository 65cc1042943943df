/** Sold vehicles and their sales for the sold list's tests: this month's, an older one, someone else's. */
import type { Sale, Vehicle } from '../../../src/domain/entities';
import { sampleSale } from '../../fixtures/records';
import { makeVehicle, SELLER_RUI } from '../vehicle/render-vehicle';

export const FINANCIAL_UUID = '00000000-0000-4000-8000-00000000fa01';

export function makeSale(overrides: Partial<Sale> & Pick<Sale, 'uuid' | 'vehicleUuid'>): Sale {
  return sampleSale({ sellerUuid: SELLER_RUI.uuid, ...overrides });
}

const pad = (n: number) => String(n).padStart(2, '0');
export const vehicleUuid = (n: number) => `00000000-0000-4000-8000-00000000d0${pad(n)}`;
const saleUuid = (n: number) => `00000000-0000-4000-8000-00000000e0${pad(n)}`;

/** YYYY-MM-DD of the 1st of this month, and of the same day 14 months earlier. */
export function saleDates(today = new Date()) {
  const thisMonth = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-01`;
  const earlier = new Date(today.getFullYear(), today.getMonth() - 14, 1);
  return {
    thisMonth,
    earlier: `${earlier.getFullYear()}-${pad(earlier.getMonth() + 1)}-01`,
    earlierDate: earlier,
  };
}

/**
 * THIS-1: sold this month by `ownerUuid`, financed; THIS-2: delivered this month, Rui's;
 * OLD-1: sold 14 months ago by `ownerUuid`.
 */
export function soldData(ownerUuid: string) {
  const { thisMonth, earlier } = saleDates();
  const vehicles: Vehicle[] = [
    makeVehicle({
      uuid: vehicleUuid(1),
      licensePlate: 'THIS-1',
      brand: 'Peugeot',
      model: '208',
      availability: 'SOLD',
      buyPrice: 9000,
    }),
    makeVehicle({
      uuid: vehicleUuid(2),
      licensePlate: 'THIS-2',
      brand: 'Kia',
      model: 'Ceed',
      availability: 'DELIVERED',
      buyPrice: 8000,
    }),
    makeVehicle({
      uuid: vehicleUuid(3),
      licensePlate: 'OLD-1',
      brand: 'Audi',
      model: 'A3',
      availability: 'DELIVERED',
      buyPrice: 20000,
    }),
    makeVehicle({ uuid: vehicleUuid(4), licensePlate: 'STOCK-1', availability: 'READY_FOR_SALE' }),
  ];
  const sales: Sale[] = [
    makeSale({
      uuid: saleUuid(1),
      vehicleUuid: vehicleUuid(1),
      dateOfSale: thisMonth,
      sellerUuid: ownerUuid,
      salePrice: 12000,
      loan: true,
      loanValue: 6000,
      loanCompany: FINANCIAL_UUID,
    }),
    makeSale({ uuid: saleUuid(2), vehicleUuid: vehicleUuid(2), dateOfSale: thisMonth, salePrice: 7500 }),
    makeSale({
      uuid: saleUuid(3),
      vehicleUuid: vehicleUuid(3),
      dateOfSale: earlier,
      sellerUuid: ownerUuid,
      salePrice: 25000,
    }),
  ];
  return { vehicles, sales };
}
