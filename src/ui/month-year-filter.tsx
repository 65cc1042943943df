/**
 * A list's month and year filters as two selects ('Todos' = any): the months
 * by name, the years of the list's dates plus the current and the chosen one.
 * A fragment, so each select takes its own cell of the filter grid.
 */
import { useMemo } from 'react';
import { MONTH_NAMES, yearOptions } from '../domain/periods';
import { FilterSelect } from './filter-select';

export const MONTH_OPTIONS = MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label }));

interface Period {
  month: number | null;
  year: number | null;
}

interface Props<F extends Period> {
  monthLabel: string;
  yearLabel: string;
  /** The list's filters: their month and year are shown and set. */
  filters: F;
  /** The list's dates (YYYY-MM-DD): their years are offered. */
  dates: readonly string[];
  onChange: (next: F) => void;
}

const numberOrNull = (s: string) => (s === '' ? null : Number(s));

export function MonthYearFilter<F extends Period>({
  monthLabel,
  yearLabel,
  filters,
  dates,
  onChange,
}: Props<F>) {
  const { month, year } = filters;
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
        onChange={(v) => onChange({ ...filters, month: numberOrNull(v) })}
      />
      <FilterSelect
        label={yearLabel}
        value={year === null ? '' : String(year)}
        anyLabel="Todos"
        options={years}
        onChange={(v) => onChange({ ...filters, year: numberOrNull(v) })}
      />
    </>
  );
}
