/** The month and year filters of the lists (sold vehicles, contacts): month names and the years worth offering. */

/** pt-PT month names, January first (a filter's month 1–12 is index + 1). */
export const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

/**
 * A year filter's choices: every year of `dates` (YYYY-MM-DD), the current one and the chosen one,
 * newest first.
 */
export function yearOptions(dates: readonly string[], currentYear: number, chosen: number | null): number[] {
  const years = new Set<number>([currentYear]);
  if (chosen !== null) years.add(chosen);
  for (const d of dates) {
    const y = Number(d.slice(0, 4));
    if (Number.isInteger(y) && y > 0) years.add(y);
  }
  return [...years].sort((a, b) => b - a);
}
