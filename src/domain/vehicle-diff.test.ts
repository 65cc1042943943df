import { describe, expect, it } from 'vitest';
import type { Role } from './enums';
import {
  changedFields,
  conflictingFields,
  editedFields,
  formFieldsIn,
  pickFields,
  rebaseEdit,
  sameValue,
  vehicleFormFields,
  VEHICLE_FIELD_LABELS,
  VEHICLE_FORM_FIELDS,
  type VehicleFormField,
} from './vehicle-diff';

describe('sameValue', () => {
  it.each<{ case: string; a: unknown; b: unknown; same: boolean }>([
    { case: 'equal numbers', a: 12000, b: 12000, same: true },
    { case: 'different numbers', a: 12000, b: 11500, same: false },
    { case: 'a number and its text', a: 1, b: '1', same: false },
    { case: 'null and absent', a: null, b: undefined, same: true },
    { case: "'' and null", a: '', b: null, same: true },
    { case: 'a value and null', a: 'Azul', b: null, same: false },
    { case: 'zero is a value', a: 0, b: null, same: false },
    { case: 'false is a value', a: false, b: undefined, same: false },
    { case: 'equal booleans', a: true, b: true, same: true },
    { case: 'lists in another order', a: ['GPS', 'ABS'], b: ['ABS', 'GPS'], same: true },
    { case: 'lists with another item', a: ['GPS', 'ABS'], b: ['GPS', 'ESP'], same: false },
    { case: 'a shorter list', a: ['GPS'], b: ['GPS', 'ABS'], same: false },
    { case: 'an empty list and none', a: [], b: null, same: false },
    { case: 'a list and a text', a: ['GPS'], b: 'GPS', same: false },
    { case: 'equal objects', a: { x: 1 }, b: { x: 1 }, same: true },
    { case: 'different objects', a: { x: 1 }, b: { x: 2 }, same: false },
  ])('$case → $same', ({ a, b, same }) => {
    expect(sameValue(a, b)).toBe(same);
    expect(sameValue(b, a)).toBe(same);
  });
});

describe('changedFields', () => {
  const server = {
    brand: 'Renault',
    model: 'Clio',
    sellerPrice: 14000,
    mileage: 80000,
    color: null,
    vehicleExtras: ['GPS', 'ABS'],
  };

  it.each<{ case: string; mine: Record<string, unknown>; fields: VehicleFormField[]; changed: string[] }>([
    { case: 'nothing changed', mine: { ...server }, fields: ['brand', 'sellerPrice'], changed: [] },
    {
      case: 'a changed price',
      mine: { ...server, sellerPrice: 15000 },
      fields: ['brand', 'sellerPrice'],
      changed: ['sellerPrice'],
    },
    {
      case: 'only the fields asked for',
      mine: { ...server, sellerPrice: 15000, mileage: 1 },
      fields: ['mileage'],
      changed: ['mileage'],
    },
    {
      case: 'in the order of the fields',
      mine: { brand: 'Peugeot', color: 'Azul', sellerPrice: 1 },
      fields: ['sellerPrice', 'color', 'brand'],
      changed: ['sellerPrice', 'color', 'brand'],
    },
    {
      case: 'an emptied text against null',
      mine: { ...server, color: '' },
      fields: ['color'],
      changed: [],
    },
    {
      case: 'the same extras in another order',
      mine: { ...server, vehicleExtras: ['ABS', 'GPS'] },
      fields: ['vehicleExtras'],
      changed: [],
    },
    {
      case: 'an extra less',
      mine: { ...server, vehicleExtras: ['GPS'] },
      fields: ['vehicleExtras'],
      changed: ['vehicleExtras'],
    },
    {
      case: 'a field only my change names',
      mine: { model: 'Clio', version: '1.5 dCi' },
      fields: ['model', 'version'],
      changed: ['version'],
    },
  ])('$case → $changed', ({ mine, fields, changed }) => {
    expect(changedFields(mine, server, fields)).toEqual(changed);
  });
});

describe('vehicleFormFields', () => {
  it.each<{ role: Role; hides: VehicleFormField[] }>([
    { role: 'ADMIN', hides: [] },
    { role: 'MANAGER', hides: [] },
    { role: 'WORKSHOP', hides: ['buyPrice', 'associatedCosts', 'previewCosts'] },
    { role: 'SELLER', hides: ['buyPrice', 'associatedCosts', 'previewCosts'] },
    {
      role: 'EDITOR3',
      hides: ['buyPrice', 'sellerPrice', 'associatedCosts', 'previewCosts', 'retakePerson', 'iva'],
    },
  ])('a $role writes every field but $hides', ({ role, hides }) => {
    const fields = vehicleFormFields({ role, isSuperUser: false });
    expect(VEHICLE_FORM_FIELDS.filter((f) => !fields.includes(f))).toEqual(hides);
  });
});

describe('formFieldsIn', () => {
  it('names the form fields of a payload and nothing else', () => {
    expect(formFieldsIn({ uuid: 'x', sellerPrice: 1, brand: 'A', rowVersion: 2, costs: [] })).toEqual([
      'brand',
      'sellerPrice',
    ]);
  });
});

it('labels every field of the form', () => {
  for (const field of VEHICLE_FORM_FIELDS) expect(VEHICLE_FIELD_LABELS[field]).toMatch(/\S/);
  expect(new Set(Object.values(VEHICLE_FIELD_LABELS)).size).toBe(VEHICLE_FORM_FIELDS.length);
});

describe('pickFields', () => {
  it('copies the named fields, absent ones as undefined', () => {
    const record: { brand: string; model: string; color?: string } = { brand: 'Seat', model: 'Ibiza' };
    expect(pickFields(record, ['model', 'color'])).toEqual({ model: 'Ibiza', color: undefined });
  });
});

/** An edit of the price made on a Clio; the required fields are only carried. */
const PREVIOUS = {
  brand: 'Renault',
  model: 'Clio',
  licensePlate: 'AA00BB',
  createdAt: '2026-01-10',
  sellerPrice: 12000,
};
const EDIT = { uuid: 'v1', ...PREVIOUS, sellerPrice: 15000 };

describe('editedFields, conflictingFields and rebaseEdit', () => {
  it.each<{ case: string; server: Record<string, unknown> | null; conflicting: string[]; resent: object }>([
    {
      case: 'someone else changed the price',
      server: { ...PREVIOUS, sellerPrice: 14000 },
      conflicting: ['sellerPrice'],
      resent: EDIT,
    },
    {
      case: 'someone else set the same price',
      server: { ...PREVIOUS, sellerPrice: 15000 },
      conflicting: [],
      resent: EDIT,
    },
    {
      case: 'someone else changed a carried field only',
      server: { ...PREVIOUS, model: 'Clio Sport', mileage: 1 },
      conflicting: ['sellerPrice'],
      resent: { ...EDIT, model: 'Clio Sport' },
    },
    {
      case: 'no server record came back',
      server: null,
      conflicting: ['sellerPrice'],
      resent: EDIT,
    },
  ])('$case', ({ server, conflicting, resent }) => {
    expect(editedFields(EDIT, PREVIOUS)).toEqual(['sellerPrice']);
    expect(conflictingFields(EDIT, PREVIOUS, server)).toEqual(conflicting);
    expect(rebaseEdit(EDIT, PREVIOUS, server)).toEqual(resent);
  });

  it('counts every named field as changed when nothing came before', () => {
    expect(editedFields(EDIT, null)).toEqual(['brand', 'model', 'licensePlate', 'createdAt', 'sellerPrice']);
  });

  it('keeps a change of a required field of mine', () => {
    const edit = { ...EDIT, brand: 'Dacia' };
    const server = { ...PREVIOUS, brand: 'Renault Trucks', model: 'Master' };
    expect(conflictingFields(edit, PREVIOUS, server)).toEqual(['brand', 'sellerPrice']);
    expect(rebaseEdit(edit, PREVIOUS, server)).toEqual({ ...edit, model: 'Master' });
  });
});
