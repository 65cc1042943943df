import { describe, expect, it } from 'vitest';
import { availabilityLocked, isUserSettable } from './availability';
import { AVAILABILITIES, type Availability } from './enums';

describe('availability rules', () => {
  const table: [Availability, { settable: boolean; locked: boolean }][] = [
    ['READY_FOR_SALE', { settable: true, locked: false }],
    ['REPARING', { settable: true, locked: false }],
    ['VERIFYING', { settable: true, locked: false }],
    ['SOLD', { settable: false, locked: true }],
    ['DELIVERED', { settable: false, locked: true }],
  ];

  it.each(table)('%s: %o', (availability, expected) => {
    expect(isUserSettable(availability)).toBe(expected.settable);
    expect(availabilityLocked(availability)).toBe(expected.locked);
  });

  it('covers every availability of the spec', () => {
    expect(table.map(([a]) => a).sort()).toEqual([...AVAILABILITIES].sort());
  });
});
