import { describe, expect, it } from 'vitest';
import type { Cost } from './entities';
import type { Availability, Role } from './enums';
import {
  marginTone,
  paymentTotal,
  SALE_DOCUMENT_KINDS,
  saleActions,
  saleDocumentFileName,
  saleMargin,
  saleTotal,
  sellerIsFixed,
} from './sales';

describe('saleTotal = sale price − retake value', () => {
  it.each([
    [15000, 3000, 12000],
    [15000, null, 15000],
    [null, 2000, -2000],
    [undefined, undefined, 0],
    [10000.1, 0.2, 9999.9],
  ])('%s − %s = %s', (price, retake, total) => {
    expect(saleTotal(price, retake)).toBe(total);
  });
});

describe('paymentTotal = on signed contract + on delivery', () => {
  it.each([
    [2000, 8000, 10000],
    [null, 500.5, 500.5],
    [0.1, 0.2, 0.3],
    [undefined, null, 0],
  ])('%s + %s = %s', (signed, delivery, total) => {
    expect(paymentTotal(signed, delivery)).toBe(total);
  });
});

const cost = (costType: Cost['costType'], value: number) => ({ costType, value });

describe('saleMargin = sale price − (buy price + costs without COMPLAINT)', () => {
  it.each([
    ['no costs', 12000, 9000, [], 3000],
    ['costs', 12000, 9000, [cost('MECHANIC', 500), cost('PAINT_OR_PLATE', 250.5)], 2249.5],
    [
      'a COMPLAINT is not a cost of the sale',
      12000,
      9000,
      [cost('COMPLAINT', 800), cost('STAMP', 100)],
      2900,
    ],
    ['a loss', 8000, 9000, [cost('OTHER', 100)], -1100],
    ['no buy price', 5000, null, [cost('INSPECTION', 50)], 4950],
    ['no sale price → none', null, 9000, [], null],
    ['undefined sale price (hidden) → none', undefined, 9000, [], null],
  ] as const)('%s', (_, price, buy, costs, margin) => {
    expect(saleMargin(price, buy, costs)).toBe(margin);
  });
});

describe('marginTone', () => {
  it.each([
    [100, 'good'],
    [0.01, 'good'],
    [0, 'bad'],
    [-5, 'bad'],
    [null, 'bad'],
  ] as const)('%s → %s', (margin, tone) => {
    expect(marginTone(margin)).toBe(tone);
  });
});

const actor = (role: Role) => ({ isSuperUser: false, role, uuid: 'me' });
const OWN = { sellerUuid: 'me' };
const OTHERS = { sellerUuid: 'someone' };
const none = { vehicleDetails: true, edit: false, remove: false, deliver: false };

describe('saleActions (spec 02 §4)', () => {
  const cases: [Role, typeof OWN, Availability, typeof none][] = [
    // Admin-type users: any sale not delivered; deliver only a SOLD vehicle.
    ['ADMIN', OTHERS, 'SOLD', { vehicleDetails: true, edit: true, remove: true, deliver: true }],
    // A delivered sale is final, for the admin too (spec 02 §4).
    ['ADMIN', OTHERS, 'DELIVERED', none],
    ['MANAGER', OWN, 'SOLD', { vehicleDetails: true, edit: true, remove: true, deliver: true }],
    ['MANAGER', OTHERS, 'DELIVERED', none],
    ['ADMIN', OTHERS, 'READY_FOR_SALE', { vehicleDetails: true, edit: true, remove: true, deliver: false }],
    // The other sale roles: their own sale while not DELIVERED; never deliver.
    ['SELLER', OWN, 'SOLD', { vehicleDetails: true, edit: true, remove: true, deliver: false }],
    ['SELLER', OWN, 'DELIVERED', none],
    ['SELLER', OTHERS, 'SOLD', none],
    ['EDITOR1', OWN, 'SOLD', { vehicleDetails: true, edit: true, remove: true, deliver: false }],
    ['EDITOR2', OTHERS, 'SOLD', none],
    ['EDITOR2', OWN, 'DELIVERED', none],
    // No sale rights at all.
    ['WORKSHOP', OWN, 'SOLD', none],
    ['EDITOR3', OWN, 'SOLD', none],
    ['CLIENT', OWN, 'SOLD', none],
  ];
  it.each(cases)('%s, sale %o, %s', (role, sale, availability, expected) => {
    expect(saleActions(actor(role), sale, availability)).toEqual(expected);
  });
});

describe('sellerIsFixed', () => {
  it.each([
    ['ADMIN', false],
    ['MANAGER', false],
    ['SELLER', true],
    ['EDITOR1', true],
  ] as const)('%s → %s', (role, fixed) => {
    expect(sellerIsFixed(actor(role))).toBe(fixed);
  });
});

describe('sale documents', () => {
  it('names each download after the plate and the document (spec 02 §7)', () => {
    expect(SALE_DOCUMENT_KINDS).toEqual([
      'circulation',
      'contract',
      'warranty',
      'material',
      'fines',
      'privacy',
      'retake',
    ]);
    expect(saleDocumentFileName('12-AB-34', 'contract')).toBe('12-AB-34 Contrato de Venda.pdf');
    expect(saleDocumentFileName('12-AB-34', 'circulation')).toBe('12-AB-34 Autorização de Circulação.pdf');
  });
});
