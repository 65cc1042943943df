import { describe, expect, it } from 'vitest';
import type { Role } from './enums';
import type { Sale } from './entities';
import type { User } from './types';
import {
  authzMarker,
  forbiddenVehicleChanges,
  forbiddenVehicleWrites,
  hasWholeSale,
  usersVisible,
  VEHICLE_CHANGE_DEFAULTS,
  visibleSale,
  visibleUser,
  visibleVehicle,
} from './visibility';

const as = (role: Role) => ({ isSuperUser: false, role });

describe('forbiddenVehicleWrites: a field one may not see may not be written', () => {
  const payload = {
    brand: 'Fiat',
    buyPrice: 1,
    sellerPrice: 2,
    previewCosts: 3,
    retakePerson: 'x',
    iva: true,
  };
  it.each<[Role, string[]]>([
    ['ADMIN', []],
    ['MANAGER', []],
    ['WORKSHOP', ['buyPrice', 'previewCosts']],
    ['SELLER', ['buyPrice', 'previewCosts']],
    ['EDITOR1', ['buyPrice', 'previewCosts']],
    ['EDITOR3', ['buyPrice', 'sellerPrice', 'previewCosts', 'retakePerson', 'iva']],
  ])('%s is refused %j', (role, refused) => {
    expect(forbiddenVehicleWrites(as(role), payload)).toEqual(refused);
  });
});

describe('forbiddenVehicleChanges: publication and supplier need their permission to change', () => {
  const before = { ...VEHICLE_CHANGE_DEFAULTS, online: true };
  it.each<[string, Role, Record<string, unknown>, string[]]>([
    ['an unchanged value is no write', 'WORKSHOP', { online: true, supplierUuid: null }, []],
    ['WORKSHOP may not publish', 'WORKSHOP', { online: false }, ['online']],
    ['WORKSHOP may not set a promotion price', 'WORKSHOP', { promotionPrice: 9000 }, ['promotionPrice']],
    ['WORKSHOP may not attach a supplier', 'WORKSHOP', { supplierUuid: 'u' }, ['supplierUuid']],
    ['EDITOR3 may publish and attach a supplier', 'EDITOR3', { online: false, supplierUuid: 'u' }, []],
    ['ADMIN may change everything', 'ADMIN', { isFeatured: true, longDescription: 'Novo' }, []],
    ['absent fields are left alone', 'SELLER', {}, []],
  ])('%s', (_name, role, after, refused) => {
    expect(forbiddenVehicleChanges(as(role), before, after)).toEqual(refused);
  });
});

describe('the visibility table of issue 22', () => {
  const sale = {
    uuid: 's1',
    rowVersion: 1,
    updatedAt: '2026-03-01T00:00:00.000Z',
    companyUuid: 'c1',
    vehicleUuid: 'v1',
    dateOfSale: '2026-03-14',
    sellerUuid: 'u1',
    salePrice: 15000,
    businessNotes: 'Desconto combinado',
    workToBeDone: 'Revisão',
    forecastDate: '2026-03-20',
    client: { name: 'João' },
  } as unknown as Sale;

  it.each<Role>(['WORKSHOP', 'EDITOR3'])('%s sees the workshop side of a sale only', (role) => {
    expect(visibleSale(as(role), sale)).toEqual({
      uuid: 's1',
      rowVersion: 1,
      updatedAt: '2026-03-01T00:00:00.000Z',
      companyUuid: 'c1',
      vehicleUuid: 'v1',
      dateOfSale: '2026-03-14',
      workToBeDone: 'Revisão',
      forecastDate: '2026-03-20',
    });
    expect(hasWholeSale(visibleSale(as(role), sale))).toBe(false);
  });

  it('a SELLER sees the whole sale: buyer, notes, the sale value', () => {
    const seen = visibleSale(as('SELLER'), sale);
    expect(seen).toMatchObject({
      client: { name: 'João' },
      businessNotes: 'Desconto combinado',
      sellerUuid: 'u1',
    });
    expect(seen).toHaveProperty('salePrice', 15000);
    expect(hasWholeSale(seen)).toBe(true);
  });

  const user: User = {
    uuid: 'u1',
    username: 'vera@demo.pt',
    firstName: 'Vera',
    lastName: 'Vendedora',
    role: 'SELLER',
    isActive: true,
    isSuperUser: false,
    companyUuid: 'c1',
    rowVersion: 2,
    updatedAt: '2026-03-01T00:00:00.000Z',
  };

  it('gives a colleague whole to who lists users, and a display name to the others', () => {
    expect(visibleUser(as('MANAGER'), user)).toEqual(user);
    expect(visibleUser(as('SELLER'), user)).toEqual({
      uuid: 'u1',
      firstName: 'Vera',
      lastName: 'Vendedora',
      companyUuid: 'c1',
      rowVersion: 2,
      updatedAt: '2026-03-01T00:00:00.000Z',
    });
    expect(usersVisible(as('CLIENT'))).toBe(false);
    expect(usersVisible(as('WORKSHOP'))).toBe(true);
  });

  it('shows a CLIENT the catalogue face of a vehicle', () => {
    const vehicle = {
      uuid: 'v1',
      brand: 'Fiat',
      sellerPrice: 9000,
      observations: 'Risco',
      numBoard: 'X',
      iva: true,
    };
    expect(visibleVehicle(as('CLIENT'), vehicle)).toEqual({ uuid: 'v1', brand: 'Fiat', sellerPrice: 9000 });
    expect(visibleVehicle(as('SELLER'), vehicle)).toEqual(vehicle);
  });

  it('marks the feed with the role, the company and the table version', () => {
    const marker = authzMarker({ isSuperUser: false, role: 'MANAGER', companyUuid: 'c1' });
    expect(marker).not.toBe(authzMarker({ isSuperUser: false, role: 'SELLER', companyUuid: 'c1' }));
    expect(marker).not.toBe(authzMarker({ isSuperUser: false, role: 'MANAGER', companyUuid: 'c2' }));
    expect(authzMarker({ isSuperUser: true, role: null, companyUuid: null })).toContain('SUPER');
  });
});
