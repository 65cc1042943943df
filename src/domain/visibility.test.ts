import { describe, expect, it } from 'vitest';
import type { Role } from './enums';
import { forbiddenVehicleChanges, forbiddenVehicleWrites, VEHICLE_CHANGE_DEFAULTS } from './visibility';

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
