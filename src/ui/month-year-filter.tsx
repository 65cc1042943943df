/**
 * A list's month and year filters as two selects ('Todos' = any): the months
 * by name, the years of the list's dates plus the current and the chosen one.
 * A fragment, so each select takes its own cell of the filter grid.
 */
import { useMemo } from 'react';
import { MONTH_NAMES, yearOptions } from '../domain/periods';
import { FilterSelect } from './filter-select';

export const MONTH_OPTIONS = MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label }));

interface Props {
  monthLabel: string;
  yearLabel: string;
  month: number | null;
  year: number | null;
  /** The list's dates (YYYY-MM-DD): their years are offered. */
  dates: readonly string[];
  onChange: (next: { month: number | null; year: number | null }) => void;
}

const numberOrNull = (s: string) => (s === '' ? null : Number(s));

export function MonthYearFilter({ monthLabel, yearLabel, month, year, dates, onChange }: Props) {
  const years = useMemo(
    () =>
      yearOptions(dates, new Date().getFullYear(), year).map((y) => ({ value: String(y), label: String(y) })),
    [dates, year],
  );
  return (
    <>
      <FilterSelect
        label={monthLabel}
        value={month === null ? '' : String(month)}
        anyLabel="Todos"
        options={MONTH_OPTIONS}
        onChange={(v) => onChange({ month: numberOrNull(v), year })}
      />
      <FilterSelect
        label={yearLabel}
        value={year === null ? '' : String(year)}
        anyLabel="Todos"
        options={years}
        onChange={(v) => onChange({ month, year: numberOrNull(v) })}
      />
    </>
  );
}
