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

/** Optional text: tidied, empty means none (null). */
export const nullableText = (max = TEXT_MAX, tidy: (s: string) => string = tidyText) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(MSG.invalidValue),
        v.transform(tidy),
        v.maxLength(max, tooLong(max)),
        v.transform((s): string | null => (s === '' ? null : s)),
      ),
    ),
    null,
  );

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
