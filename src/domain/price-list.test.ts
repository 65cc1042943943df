import { describe, expect, it } from 'vitest';
import { NO_PRICE_LABEL } from './price';
import {
  priceListFileName,
  priceListSheet,
  WARRANTY_NEW,
  WARRANTY_USED,
  type PriceListVehicle,
} from './price-list';

const nbsp = (s: string) => s.replace(/ /g, '\u00a0');

function makeVehicle(overrides: Partial<PriceListVehicle> = {}): PriceListVehicle {
  return {
    licensePlate: 'AB-12-CD',
    brand: 'Renault',
    model: 'Clio',
    version: '1.5 dCi',
    dateVehicle: '2018-03-10',
    firstDateLicensePlate: '2019-05-01',
    mileage: 123456,
    fuel: 'DIESEL',
    state: 'USED',
    sellerPrice: 12500,
    isOnPromotion: false,
    promotionPrice: null,
    ...overrides,
  };
}

const rowValue = (vehicle: PriceListVehicle, label: string) =>
  priceListSheet(vehicle, true).rows.find((r) => r.label === label)?.value;

describe('the price shown', () => {
  it.each([
    ['list price', {}, { label: 'Preço', value: nbsp('12 500,00 €') }],
    ['below 1 counts as none', { sellerPrice: 0.5 }, { label: 'Preço', value: NO_PRICE_LABEL }],
    [
      'promotion, list price beside it',
      { isOnPromotion: true, promotionPrice: 11990.5 },
      { label: 'Preço promocional', value: nbsp('11 990,50 €'), previous: nbsp('12 500,00 €') },
    ],
    [
      'promotion flag without a price',
      { isOnPromotion: true, promotionPrice: null },
      { label: 'Preço', value: nbsp('12 500,00 €') },
    ],
    [
      'promotion price set but flag off',
      { promotionPrice: 9000 },
      { label: 'Preço', value: nbsp('12 500,00 €') },
    ],
  ] as const)('%s', (_, overrides, expected) => {
    expect(priceListSheet(makeVehicle(overrides), true).price).toEqual(expected);
  });

  it('is absent when the sheet is printed without a price', () => {
    expect(
      priceListSheet(makeVehicle({ isOnPromotion: true, promotionPrice: 9000 }), false).price,
    ).toBeNull();
  });
});

describe('the legal details', () => {
  it.each([
    ['Data da primeira matrícula', {}, '05/2019'],
    ['Data da primeira matrícula', { firstDateLicensePlate: null }, '03/2018'],
    ['Data da primeira matrícula', { firstDateLicensePlate: null, dateVehicle: null }, '—'],
    // Exact, never rounded like the lists' mileage.
    ['Quilómetros', {}, nbsp('123 456 km')],
    ['Quilómetros', { mileage: null }, '—'],
    ['Combustível', { fuel: 'HYBRID_GASOLINE' }, 'Híbrido (Gasolina)'],
    ['Combustível', { fuel: null }, '—'],
    ['Versão', { version: '  ' }, '—'],
  ] as const)('%s of %j is %j', (label, overrides, expected) => {
    expect(rowValue(makeVehicle(overrides), label)).toBe(expected);
  });

  it('names the car without an empty version', () => {
    expect(priceListSheet(makeVehicle({ version: null }), true).vehicleName).toBe('Renault Clio');
  });

  it.each([
    ['NEW', WARRANTY_NEW],
    ['USED', WARRANTY_USED],
    ['SEMI_NEW', WARRANTY_USED],
    [null, WARRANTY_USED],
  ] as const)('states the warranty of a %s car', (state, warranty) => {
    expect(priceListSheet(makeVehicle({ state }), true).warranty).toBe(warranty);
  });
});

it('names the download after the plate', () => {
  expect(priceListFileName('AB-12-CD')).toBe('AB-12-CD Preçário.pdf');
  expect(priceListFileName('AB-12-CD', false)).toBe('AB-12-CD Preçário sem preço.pdf');
});
