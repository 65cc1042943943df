import { describe, expect, it } from 'vitest';
import type { Vehicle } from './entities';
import {
  costFields,
  editedContactFields,
  newCompanyFields,
  newContactFields,
  newStandFields,
  newSupplierFields,
  newUserFields,
  vehicleEditValues,
} from './record-defaults';

const TODAY = '2025-03-14';

/** A company's legal identity (issue 24) until the super user fills it. */
const NO_IDENTITY = { nif: null, address: null, postalCode: null, city: null, phone: null, email: null };

describe('new records: what the payload leaves out', () => {
  it.each<[string, () => unknown, unknown]>([
    [
      'a company: active, no logo, price list and catalogue off, slug from the name, no colour or legal identity unless given',
      () => newCompanyFields({ name: 'Auto Sul' }),
      {
        name: 'Auto Sul',
        color: null,
        logo: null,
        active: true,
        priceListEnabled: false,
        slug: 'auto-sul',
        publicCatalogue: false,
        ...NO_IDENTITY,
      },
    ],
    [
      'a company keeps the colour given',
      () => newCompanyFields({ name: 'Auto Sul', color: '#112233' }),
      {
        name: 'Auto Sul',
        color: '#112233',
        logo: null,
        active: true,
        priceListEnabled: false,
        slug: 'auto-sul',
        publicCatalogue: false,
        ...NO_IDENTITY,
      },
    ],
    [
      'a stand: active, no address unless given',
      () => newStandFields({ name: 'Stand Faro', location: 'FARO' }),
      { name: 'Stand Faro', location: 'FARO', address: null, active: true },
    ],
    [
      'a stand keeps the address given',
      () => newStandFields({ name: 'Stand Faro', location: 'FARO', address: 'Rua 1' }),
      { name: 'Stand Faro', location: 'FARO', address: 'Rua 1', active: true },
    ],
    [
      'a supplier: not frequent, every other field none',
      () => newSupplierFields({ name: 'Peças' }),
      {
        name: 'Peças',
        isFrequent: false,
        street: null,
        parish: null,
        county: null,
        district: null,
        phone: null,
        email: null,
        nif: null,
        notes: null,
      },
    ],
    [
      'a supplier keeps what is given',
      () => newSupplierFields({ name: 'Peças', isFrequent: true, phone: '912345678', nif: '123' }),
      {
        name: 'Peças',
        isFrequent: true,
        street: null,
        parish: null,
        county: null,
        district: null,
        phone: '912345678',
        email: null,
        nif: '123',
        notes: null,
      },
    ],
    [
      'a user: never a super user, no names unless given',
      () => newUserFields({ username: 'ana@demo.pt', role: 'SELLER', isActive: true, companyUuid: 'c-1' }),
      {
        username: 'ana@demo.pt',
        firstName: null,
        lastName: null,
        role: 'SELLER',
        isActive: true,
        isSuperUser: false,
        companyUuid: 'c-1',
      },
    ],
    [
      'a cost: no description or invoice unless given',
      () => costFields({ costType: 'MECHANIC', value: 120, date: TODAY }),
      { costType: 'MECHANIC', value: 120, description: null, associatedInvoice: null, date: TODAY },
    ],
    [
      'a cost keeps them when given',
      () =>
        costFields({
          costType: 'MECHANIC',
          value: 120,
          date: TODAY,
          description: 'Travões',
          associatedInvoice: 'FT 1',
        }),
      { costType: 'MECHANIC', value: 120, description: 'Travões', associatedInvoice: 'FT 1', date: TODAY },
    ],
  ])('%s', (_, make, fields) => {
    expect(make()).toEqual(fields);
  });
});

describe('contacts: their fields, day and creator', () => {
  const input = { name: 'Rui', status: 'OPEN', contactUserUuid: 'u-seller' } as const;
  const empty = {
    name: 'Rui',
    parish: null,
    county: null,
    district: null,
    phone: null,
    email: null,
    credit: false,
    hour: null,
    font: null,
    status: 'OPEN',
    contactUserUuid: 'u-seller',
    observation: null,
  };

  it.each<[string, () => unknown, unknown]>([
    [
      'a new contact with no day: today, by its creator',
      () => newContactFields(input, { creatorUuid: 'u-me', today: TODAY }),
      { ...empty, date: TODAY, creatorUserUuid: 'u-me' },
    ],
    [
      'a new contact keeps the day given',
      () => newContactFields({ ...input, date: '2025-03-01' }, { creatorUuid: 'u-me', today: TODAY }),
      { ...empty, date: '2025-03-01', creatorUserUuid: 'u-me' },
    ],
    [
      'an edit with no day keeps the stored one',
      () => editedContactFields(input, { date: '2025-01-02' }),
      { ...empty, date: '2025-01-02' },
    ],
    [
      'an edit with a day changes it',
      () => editedContactFields({ ...input, date: '2025-03-01', credit: true }, { date: '2025-01-02' }),
      { ...empty, credit: true, date: '2025-03-01' },
    ],
  ])('%s', (_, make, fields) => {
    expect(make()).toEqual(fields);
  });
});

describe('vehicleEditValues: what a vehicle edit writes of the fields it names', () => {
  const before = (overrides: Partial<Vehicle> = {}) => ({
    availability: 'READY_FOR_SALE',
    online: false,
    isFeatured: false,
    isOnPromotion: true,
    promotionPrice: 9000,
    ...overrides,
  });

  it.each<[string, ReturnType<typeof before>, Partial<Vehicle>, Partial<Vehicle>]>([
    ['a field that is no publication one: as named', before(), { mileage: 10 }, { mileage: 10 }],
    [
      'ending the promotion clears its price',
      before(),
      { isOnPromotion: false },
      { isOnPromotion: false, promotionPrice: null },
    ],
    ['a new price on promotion: kept', before(), { promotionPrice: 8500 }, { promotionPrice: 8500 }],
    [
      'a price with the promotion off: cleared',
      before({ isOnPromotion: false, promotionPrice: null }),
      { promotionPrice: 8500 },
      { promotionPrice: null },
    ],
    [
      'a sold vehicle keeps its availability',
      before({ availability: 'SOLD' }),
      { availability: 'REPARING', mileage: 10 },
      { mileage: 10 },
    ],
    [
      'a delivered vehicle keeps its availability',
      before({ availability: 'DELIVERED' }),
      { availability: 'READY_FOR_SALE' },
      {},
    ],
    [
      'a vehicle in the workshop changes it',
      before({ availability: 'REPARING' }),
      { availability: 'READY_FOR_SALE' },
      { availability: 'READY_FOR_SALE' },
    ],
  ])('%s', (_, was, named, values) => {
    expect(vehicleEditValues(was, named)).toEqual(values);
  });
});
