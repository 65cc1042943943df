/**
 * CSV files as Excel in Portugal opens them (design §8): UTF-8 with a
 * byte-order mark, ';' as separator, and any cell starting with = + - @
 * (or a tab/carriage return) prefixed with a quote so it is never run as a formula.
 */
import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export type CsvCell = string | number | boolean | null | undefined;

export function toCsv(header: string[], rows: CsvCell[][]): string {
  const cells = rows.map((row) =>
    row.map((cell) => {
      if (cell === null || cell === undefined) return '';
      if (typeof cell === 'number')
        return cell.toLocaleString('pt-PT', { useGrouping: false, maximumFractionDigits: 2 });
      if (typeof cell === 'boolean') return cell ? 'Sim' : 'Não';
      return neutraliseFormula(cell);
    }),
  );
  return stringify([header.map(neutraliseFormula), ...cells], {
    delimiter: ';',
    bom: true,
    record_delimiter: '\r\n',
  });
}

/** Content-Disposition for a UTF-8 file name (accents survive in every browser). */
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
