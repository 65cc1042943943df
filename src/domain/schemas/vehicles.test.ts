import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { parseWith } from '../validation';
import { costSchema, costUpdateSchema, vehicleSchema, type VehicleFormValues } from './vehicles';

const STAND = '8a1c7a3e-0b5e-4c1e-9d3f-2f6b1a7c9e10';

function vehicle(overrides: Record<string, unknown> = {}): VehicleFormValues {
  return {
    brand: 'Renault',
    model: 'Clio',
    licensePlate: 'AA-00-BB',
    createdAt: '2026-01-15',
    standUuid: STAND,
    ...overrides,
  } as VehicleFormValues;
}

function cost(overrides: Record<string, unknown> = {}) {
  return { costType: 'MECHANIC', value: 250, date: '2026-02-01', ...overrides };
}

/** The fields map of a refused vehicle, or {} when it parses. */
const vehicleFields = (input: unknown) => {
  const r = parseWith(vehicleSchema, input);
  return r.ok ? {} : r.fields;
};
const costFields = (input: unknown) => {
  const r = parseWith(costSchema, input);
  return r.ok ? {} : r.fields;
};

describe('vehicleSchema refuses', () => {
  it.each([
    ['a missing brand', { brand: undefined }, 'brand', MSG.required],
    ['a blank brand', { brand: '   ' }, 'brand', MSG.required],
    ['a missing model', { model: undefined }, 'model', MSG.required],
    ['a missing licence plate', { licensePlate: undefined }, 'licensePlate', MSG.required],
    ['a blank licence plate', { licensePlate: '  ' }, 'licensePlate', MSG.required],
    [
      'a licence plate over 8 characters',
      { licensePlate: 'AA-00-BB-1' },
      'licensePlate',
      MSG.licensePlateTooLong,
    ],
    ['a missing entry date', { createdAt: undefined }, 'createdAt', MSG.required],
    ['an empty entry date', { createdAt: '' }, 'createdAt', MSG.required],
    ['an entry date that is not YYYY-MM-DD', { createdAt: '15/01/2026' }, 'createdAt', MSG.invalidValue],
    ['an entry date not on the calendar', { createdAt: '2026-02-30' }, 'createdAt', MSG.invalidValue],
    [
      'a registration date not on the calendar',
      { dateVehicle: '2026-13-01' },
      'dateVehicle',
      MSG.invalidValue,
    ],
    ['a text number of doors', { numberDoors: '5' }, 'numberDoors', MSG.mustBeNumber],
    ['a text number of seats', { numberSeats: 'cinco' }, 'numberSeats', MSG.mustBeNumber],
    ['a text power', { motorPower: '90cv' }, 'motorPower', MSG.mustBeNumber],
    ['a text mileage', { mileage: '80 000' }, 'mileage', MSG.mustBeNumber],
    ['a text cylinder capacity', { cylinder: 'x' }, 'cylinder', MSG.mustBeNumber],
    ['a text gross weight', { grossWeight: 'x' }, 'grossWeight', MSG.mustBeNumber],
    ['a text tara', { tara: 'x' }, 'tara', MSG.mustBeNumber],
    ['a text list price', { sellerPrice: '12 000 €' }, 'sellerPrice', MSG.mustBeNumber],
    ['a text buy price', { buyPrice: 'x' }, 'buyPrice', MSG.mustBeNumber],
    ['a text associated costs', { associatedCosts: 'x' }, 'associatedCosts', MSG.mustBeNumber],
    ['a text preview costs', { previewCosts: 'x' }, 'previewCosts', MSG.mustBeNumber],
    ['a text promotion price', { promotionPrice: 'x' }, 'promotionPrice', MSG.mustBeNumber],
    ['a fractional mileage', { mileage: 1.5 }, 'mileage', MSG.invalidValue],
    ['a negative buy price', { buyPrice: -1 }, 'buyPrice', MSG.invalidValue],
    ['a price beyond numeric(12,2)', { sellerPrice: 1e12 }, 'sellerPrice', MSG.invalidValue],
    ['a mileage beyond an integer', { mileage: 3e9 }, 'mileage', MSG.invalidValue],
    ['an unknown fuel', { fuel: 'STEAM' }, 'fuel', MSG.invalidValue],
    ['an unknown gearbox', { shift: 'CVT' }, 'shift', MSG.invalidValue],
    ['an unknown vehicle type', { typeVehicle: 'BOAT' }, 'typeVehicle', MSG.invalidValue],
    ['an unknown state', { state: 'BROKEN' }, 'state', MSG.invalidValue],
    ['availability SOLD', { availability: 'SOLD' }, 'availability', MSG.invalidValue],
    ['availability DELIVERED', { availability: 'DELIVERED' }, 'availability', MSG.invalidValue],
    ['a stand that is not a uuid', { standUuid: 'ilhavo' }, 'standUuid', MSG.invalidValue],
    ['a supplier that is not a uuid', { supplierUuid: '42' }, 'supplierUuid', MSG.invalidValue],
    ['a client uuid that is not a uuid', { uuid: 'nope' }, 'uuid', MSG.invalidValue],
    ['VAT that is not a boolean', { iva: 'sim' }, 'iva', MSG.invalidValue],
    ['extras that are not a list', { vehicleExtras: 'GPS' }, 'vehicleExtras', MSG.invalidValue],
    ['a deleted cost that is not a uuid', { deletedCosts: ['x'] }, 'deletedCosts.0', MSG.invalidValue],
    ['a cost without a type', { costs: [cost({ costType: undefined })] }, 'costs.0.costType', MSG.chooseType],
    ['a cost below 1', { costs: [cost({ value: 0 })] }, 'costs.0.value', MSG.costValueTooLow],
    ['a rowVersion of 0', { rowVersion: 0 }, 'rowVersion', MSG.invalidValue],
    ['a rowVersion beyond an integer', { rowVersion: 1e10 }, 'rowVersion', MSG.invalidValue],
    [
      'an extra over 255 characters',
      { vehicleExtras: ['x'.repeat(256)] },
      'vehicleExtras.0',
      'Máximo de 255 caracteres',
    ],
  ])('%s', (_name, overrides, field, message) => {
    expect(vehicleFields(vehicle(overrides))).toMatchObject({ [field]: message });
  });
});

describe('a key left out of the payload (as JSON drops undefined)', () => {
  const without = (input: object, key: string) =>
    Object.fromEntries(Object.entries(input).filter(([k]) => k !== key));

  it.each([
    ['brand', MSG.required],
    ['model', MSG.required],
    ['licensePlate', MSG.required],
    ['createdAt', MSG.required],
  ])('vehicle: %s is reported on its field with %j', (key, message) => {
    expect(vehicleFields(without(vehicle(), key))).toEqual({ [key]: message });
  });

  it.each([
    ['costType', MSG.chooseType],
    ['value', MSG.required],
    ['date', MSG.required],
  ])('cost: %s is reported on its field with %j', (key, message) => {
    expect(costFields(without(cost(), key))).toEqual({ [key]: message });
  });

  it('a body that is not an object is an invalid value at the root', () => {
    expect(vehicleFields('x')).toEqual({ _: MSG.invalidValue });
  });
});

describe('vehicleSchema accepts and tidies', () => {
  it('trims and collapses repeated spaces in brand and model', () => {
    const r = parseWith(vehicleSchema, vehicle({ brand: '  Mercedes   Benz ', model: ' Classe  A ' }));
    expect(r.ok && [r.value.brand, r.value.model]).toEqual(['Mercedes Benz', 'Classe A']);
  });

  it.each([
    ['aa-00-bb', 'AA-00-BB'],
    [' 12 ab 34 ', '12AB34'],
    ['aa 00 bb 1', 'AA00BB1'],
  ])('upper-cases and removes spaces from licence plate %j', (input, expected) => {
    const r = parseWith(vehicleSchema, vehicle({ licensePlate: input }));
    expect(r.ok && r.value.licensePlate).toBe(expected);
  });

  it('counts 8 characters after removing spaces', () => {
    expect(vehicleFields(vehicle({ licensePlate: 'AA 00 BB 123' }))).toEqual({
      licensePlate: MSG.licensePlateTooLong,
    });
    expect(vehicleFields(vehicle({ licensePlate: 'AA 00 BB 12' }))).toEqual({});
  });

  it('defaults the optional fields: availability VERIFYING, nulls, false flags, empty lists', () => {
    const r = parseWith(vehicleSchema, {
      brand: 'Fiat',
      model: '500',
      licensePlate: 'AB',
      createdAt: '2026-01-01',
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      availability: 'VERIFYING',
      standUuid: null,
      dateVehicle: null,
      mileage: null,
      sellerPrice: null,
      fuel: null,
      iva: false,
      online: false,
      vehicleExtras: [],
      costs: [],
      deletedCosts: [],
    });
  });

  it('takes nulls for the nullable fields and turns empty texts and dates into null', () => {
    const r = parseWith(
      vehicleSchema,
      vehicle({
        dateVehicle: '',
        version: '  ',
        mileage: null,
        fuel: null,
        sellerPrice: null,
        standUuid: null,
      }),
    );
    expect(r.ok && [r.value.dateVehicle, r.value.version, r.value.mileage, r.value.fuel]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('keeps line breaks in observations and collapses repeated spaces', () => {
    const r = parseWith(vehicleSchema, vehicle({ observations: '  Revisão  feita\r\nPneus   novos ' }));
    expect(r.ok && r.value.observations).toBe('Revisão feita\nPneus novos');
  });

  it('drops NUL characters, which the database cannot store', () => {
    const r = parseWith(
      vehicleSchema,
      vehicle({ brand: 'Re\u0000nault', licensePlate: 'ab\u0000 12', observations: 'a\u0000b' }),
    );
    expect(r.ok && [r.value.brand, r.value.licensePlate, r.value.observations]).toEqual([
      'Renault',
      'AB12',
      'ab',
    ]);
  });

  it('keeps each extra once, tidied', () => {
    const r = parseWith(vehicleSchema, vehicle({ vehicleExtras: [' GPS ', 'GPS', 'Ar  condicionado'] }));
    expect(r.ok && r.value.vehicleExtras).toEqual(['GPS', 'Ar condicionado']);
  });

  it('drops keys it does not know (a mirror record sent back whole)', () => {
    const r = parseWith(vehicleSchema, vehicle({ companyUuid: STAND, totalCosts: 10, updatedAt: 'x' }));
    expect(r.ok && Object.keys(r.value)).not.toContain('companyUuid');
  });
});

describe('costSchema', () => {
  it.each([
    ['a missing type', { costType: undefined }, 'costType', MSG.chooseType],
    ['an unknown type', { costType: 'FUEL' }, 'costType', MSG.chooseType],
    ['a missing value', { value: undefined }, 'value', MSG.required],
    ['a null value', { value: null }, 'value', MSG.required],
    ['a text value', { value: '250' }, 'value', MSG.mustBeNumber],
    ['a value of 0', { value: 0 }, 'value', MSG.costValueTooLow],
    ['a value of 0.99', { value: 0.99 }, 'value', MSG.costValueTooLow],
    ['a negative value', { value: -20 }, 'value', MSG.costValueTooLow],
    ['a value beyond numeric(12,2)', { value: 1e12 }, 'value', MSG.invalidValue],
    ['a missing date', { date: undefined }, 'date', MSG.required],
    ['an empty date', { date: '' }, 'date', MSG.required],
    ['a date not on the calendar', { date: '2026-02-29' }, 'date', MSG.invalidValue],
    ['a uuid that is not a uuid', { uuid: 'abc' }, 'uuid', MSG.invalidValue],
  ])('refuses %s', (_name, overrides, field, message) => {
    expect(costFields(cost(overrides))).toEqual({ [field]: message });
  });

  it.each([
    ['the minimum value 1', { value: 1 }],
    ['cents', { value: 12.5 }],
    ['a leap day', { date: '2028-02-29' }],
    ['every optional text', { description: 'Troca de óleo', associatedInvoice: 'OR-123' }],
    ['a client-chosen uuid', { uuid: STAND }],
    ['a null uuid (not stored yet)', { uuid: null }],
  ])('accepts %s', (_name, overrides) => {
    expect(costFields(cost(overrides))).toEqual({});
  });

  it('turns empty description and invoice into null', () => {
    const r = parseWith(costSchema, cost({ description: ' ', associatedInvoice: '' }));
    expect(r.ok && [r.value.description, r.value.associatedInvoice]).toEqual([null, null]);
  });

  it('takes a rowVersion on update', () => {
    const r = parseWith(costUpdateSchema, cost({ rowVersion: 3 }));
    expect(r.ok && r.value.rowVersion).toBe(3);
    expect(parseWith(costUpdateSchema, cost({ rowVersion: 'x' }))).toEqual({
      ok: false,
      fields: { rowVersion: MSG.mustBeNumber },
    });
  });
});
