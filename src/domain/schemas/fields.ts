/**
 * Field pieces the record schemas share (vehicles, sales): optional text,
 * numbers, money, choices and flags, with the spec's messages. Limits follow
 * the columns they land in (numeric(12,2), integer, text of 255).
 */
import * as v from 'valibot';
import { MSG } from '../messages';
import { tidyText, uuidField } from '../validation';

/** numeric(12,2) holds up to 9 999 999 999.99. */
export const MONEY_MAX = 9_999_999_999;
/** PostgreSQL integer. */
export const INTEGER_MAX = 2_147_483_647;
export const TEXT_MAX = 255;
export const LONG_TEXT_MAX = 10_000;

export const tooLong = (max: number) => `Máximo de ${max} caracteres`;

/**
 * A field that may be none: null passes, and a text left empty becomes null
 * (an emptied input clears the column). `text` checks and tidies a given one.
 */
export const emptyIsNull = <S extends v.GenericSchema<unknown, string>>(text: S) =>
  v.nullable(
    v.pipe(
      text,
      v.transform((s): string | null => (s === '' ? null : s)),
    ),
  );

/** Text tidied by `tidy`, at most `max` characters. */
export const boundedText = (max = TEXT_MAX, tidy: (s: string) => string = tidyText) =>
  v.pipe(v.string(MSG.invalidValue), v.transform(tidy), v.maxLength(max, tooLong(max)));

/** Optional text: tidied, empty means none (null); absent is none too. */
export const nullableText = (max = TEXT_MAX, tidy: (s: string) => string = tidyText) =>
  v.optional(emptyIsNull(boundedText(max, tidy)), null);

/**
 * Optional text of an update (PUT): tidied, empty means none (null); absent
 * stays absent, so the column is kept. `after` reshapes a given text (the
 * supplier's street, upper-cased).
 */
export const keptText = (
  max = TEXT_MAX,
  tidy: (s: string) => string = tidyText,
  after: (s: string) => string = (s) => s,
) => v.optional(emptyIsNull(v.pipe(boundedText(max, tidy), v.transform(after))));

/** Optional number (spec 01 §5 'Precisa de ser um número'), never negative; counts are whole. */
export const nullableNumber = (max: number, integer: boolean) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(MSG.mustBeNumber),
        v.check((n) => !integer || Number.isInteger(n), MSG.invalidValue),
        v.minValue(0, MSG.invalidValue),
        v.maxValue(max, MSG.invalidValue),
      ),
    ),
    null,
  );
export const nullableMoney = () => nullableNumber(MONEY_MAX, false);
export const nullableInteger = () => nullableNumber(INTEGER_MAX, true);

export const nullablePicklist = <const T extends readonly string[]>(options: T) =>
  v.optional(v.nullable(v.picklist(options, MSG.invalidValue)), null);

export const flag = () => v.optional(v.boolean(MSG.invalidValue), false);

export const optionalUuid = () => v.optional(v.nullable(uuidField), null);
