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

/**
 * An amount of euros: always two decimals with the pt-PT comma ('3654,70'), which the ';'-separated
 * file's spreadsheet (Excel in Portugal, LibreOffice pt-PT) reads as a number.
 */
export class Money {
  constructor(readonly euros: number) {}
}
export const money = (euros: number | null | undefined) =>
  euros === null || euros === undefined ? null : new Money(euros);

export type CsvCell = string | number | boolean | Money | null | undefined;

export function toCsv(header: string[], rows: CsvCell[][]): string {
  const cells = rows.map((row) =>
    row.map((cell) => {
      if (cell === null || cell === undefined) return '';
      if (cell instanceof Money)
        return cell.euros.toLocaleString('pt-PT', {
          useGrouping: false,
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        });
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

/**
 * Control characters and the bidirectional marks and overrides (a name such as
 * 'fatura\u202Efdp.exe' shows as 'faturaexe.pdf'): never part of a download's name.
 */
const UNSAFE_NAME_CHARS_RE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** RFC 5987 ext-value: percent-encoded UTF-8 where attr-char allows only ALPHA, DIGIT and !#$&+-.^_`|~. */
const rfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Content-Disposition for a UTF-8 file name (accents survive in every browser). */
export function attachment(fileName: string): string {
  const safe = fileName.replace(UNSAFE_NAME_CHARS_RE, '');
  const ascii = safe
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(safe)}`;
}
