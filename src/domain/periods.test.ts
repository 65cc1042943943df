import { describe, expect, it } from 'vitest';
import { MONTH_NAMES, yearOptions } from './periods';

describe('yearOptions', () => {
  it('lists the years of the dates, the current and the chosen year, newest first', () => {
    expect(yearOptions(['2024-05-01', '2026-01-01', '2024-02-02', ''], 2026, 2019)).toEqual([
      2026, 2024, 2019,
    ]);
    expect(yearOptions([], 2026, null)).toEqual([2026]);
  });
});

describe('MONTH_NAMES', () => {
  it('has the twelve pt-PT months, January first', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect([MONTH_NAMES[0], MONTH_NAMES[2], MONTH_NAMES[11]]).toEqual(['Janeiro', 'Março', 'Dezembro']);
  });
});
