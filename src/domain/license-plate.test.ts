import { describe, expect, it } from 'vitest';
import type { Availability } from './enums';
import { findStockPlate, normalisePlate } from './license-plate';

describe('normalisePlate', () => {
  it.each([
    ['AA00BB', 'AA00BB'],
    ['aa-00-bb', 'AA00BB'],
    [' aa 00 bb ', 'AA00BB'],
    ['12·AB·34', '12AB34'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (input, expected) => {
    expect(normalisePlate(input)).toBe(expected);
  });
});

describe('findStockPlate', () => {
  const v = (licensePlate: string, availability: Availability = 'READY_FOR_SALE') => ({
    licensePlate,
    availability,
  });
  it.each<[string, ReturnType<typeof v>[], string, boolean]>([
    ['the same plate written differently', [v('AA00BB')], 'aa-00-bb', true],
    [
      'a plate in repair or verification',
      [v('AA00BB', 'REPARING'), v('CC11DD', 'VERIFYING')],
      'cc11dd',
      true,
    ],
    ['another plate', [v('AA00BB')], 'AA00BC', false],
    ['a sold vehicle (no longer in stock)', [v('AA00BB', 'SOLD')], 'AA00BB', false],
    ['a delivered vehicle', [v('AA00BB', 'DELIVERED')], 'AA00BB', false],
    ['an empty plate', [v('')], '', false],
  ])('%s', (_, vehicles, plate, found) => {
    expect(findStockPlate(vehicles, plate) !== undefined).toBe(found);
  });
});
