import { describe, expect, it } from 'vitest';
import type { Role } from './enums';
import {
  deliveryDateToWrite,
  fixedSeller,
  keptSaleFields,
  newSaleFields,
  type SaleProcessFields,
  type SaleProcessInput,
} from './sale-defaults';

const TODAY = '2025-03-14';
const CONTEXT = { creatorUuid: 'u-creator', today: TODAY, mileage: 84_000, standLocation: 'AVEIRO' };

describe('newSaleFields: what a new sale holds where the payload gives none', () => {
  it.each<[string, SaleProcessInput, SaleProcessFields]>([
    [
      'nothing given: today, the vehicle mileage, the stand location',
      {},
      {
        processCreatorUuid: 'u-creator',
        processDate: TODAY,
        vehicleKilometersOnSaleDate: 84_000,
        standLocation: 'AVEIRO',
      },
    ],
    [
      'emptied fields (null) take the defaults too',
      { processDate: null, vehicleKilometersOnSaleDate: null, standLocation: null },
      {
        processCreatorUuid: 'u-creator',
        processDate: TODAY,
        vehicleKilometersOnSaleDate: 84_000,
        standLocation: 'AVEIRO',
      },
    ],
    [
      'given fields are kept',
      { processDate: '2025-03-01', vehicleKilometersOnSaleDate: 90_000, standLocation: 'ÍLHAVO' },
      {
        processCreatorUuid: 'u-creator',
        processDate: '2025-03-01',
        vehicleKilometersOnSaleDate: 90_000,
        standLocation: 'ÍLHAVO',
      },
    ],
    [
      '0 km is a mileage, not none',
      { vehicleKilometersOnSaleDate: 0 },
      {
        processCreatorUuid: 'u-creator',
        processDate: TODAY,
        vehicleKilometersOnSaleDate: 0,
        standLocation: 'AVEIRO',
      },
    ],
  ])('%s', (_, input, fields) => {
    expect(newSaleFields(input, CONTEXT)).toEqual(fields);
  });

  it('a vehicle with no mileage and no stand leaves them empty', () => {
    expect(newSaleFields({}, { ...CONTEXT, mileage: null, standLocation: null })).toEqual({
      processCreatorUuid: 'u-creator',
      processDate: TODAY,
      vehicleKilometersOnSaleDate: null,
      standLocation: null,
    });
  });

  it('the payload never names the process creator', () => {
    const input = { processCreatorUuid: 'u-someone-else' } as SaleProcessInput;
    expect(newSaleFields(input, CONTEXT).processCreatorUuid).toBe('u-creator');
  });
});

describe('keptSaleFields: an edit keeps what it leaves empty', () => {
  const STORED: SaleProcessFields = {
    processCreatorUuid: 'u-creator',
    processDate: '2025-02-01',
    vehicleKilometersOnSaleDate: 80_000,
    standLocation: 'AVEIRO',
  };

  it.each<[string, SaleProcessInput, SaleProcessFields]>([
    ['nothing given: all stored', {}, STORED],
    [
      'emptied (null): all stored',
      { processDate: null, vehicleKilometersOnSaleDate: null, standLocation: null },
      STORED,
    ],
    [
      'given: changed',
      { processDate: '2025-02-03', vehicleKilometersOnSaleDate: 81_000, standLocation: 'ÍLHAVO' },
      {
        processCreatorUuid: 'u-creator',
        processDate: '2025-02-03',
        vehicleKilometersOnSaleDate: 81_000,
        standLocation: 'ÍLHAVO',
      },
    ],
    [
      'the creator stays whatever the payload says',
      { processCreatorUuid: 'u-other' } as SaleProcessInput,
      STORED,
    ],
  ])('%s', (_, input, fields) => {
    expect(keptSaleFields(input, STORED)).toEqual(fields);
  });
});

describe('fixedSeller: who a role that may not choose sells as', () => {
  const actor = (role: Role | null, isSuperUser = false) => ({ uuid: 'u-me', role, isSuperUser });

  it.each<[string, ReturnType<typeof actor>, string | null | undefined, string | null]>([
    ['a SELLER on a new sale: itself', actor('SELLER'), undefined, 'u-me'],
    ['a SELLER on an edit: the sale’s seller', actor('SELLER'), 'u-seller', 'u-seller'],
    ['a SELLER on an edit of a sale with no seller: itself', actor('SELLER'), null, 'u-me'],
    ['an ADMIN chooses: none fixed', actor('ADMIN'), 'u-seller', null],
    ['a MANAGER chooses: none fixed', actor('MANAGER'), undefined, null],
  ])('%s', (_, who, stored, seller) => {
    expect(fixedSeller(who, stored)).toBe(seller);
  });
});

describe('deliveryDateToWrite: the day a delivery writes on the sale', () => {
  it.each([
    ['no delivery date yet: today', null, TODAY],
    ['one already: none written', '2025-03-10', null],
  ] as const)('%s', (_, deliverDate, written) => {
    expect(deliveryDateToWrite({ deliverDate }, TODAY)).toBe(written);
  });
});
