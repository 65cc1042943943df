/**
 * A company's address in the public catalogue (issue 25): `/stock/{slug}`. Lower-case letters and
 * digits in words joined by single hyphens; made from the company's name when none is given
 * (`slugify`, whose SQL twin `montra_slugify` fills a company inserted without one, migration 0011).
 */
export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 50;
export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** What a slug made from a name that has no letter or digit becomes. */
export const SLUG_FALLBACK = 'empresa';

export const SLUG_MESSAGES = {
  invalid: `Endereço inválido: use letras minúsculas sem acentos, algarismos e hífenes (${SLUG_MIN_LENGTH} a ${SLUG_MAX_LENGTH} caracteres)`,
  taken: 'Este endereço já é usado por outra empresa',
} as const;

export function isValidSlug(value: string): boolean {
  return value.length >= SLUG_MIN_LENGTH && value.length <= SLUG_MAX_LENGTH && SLUG_RE.test(value);
}

/** 'Auto Demo Aveiro' → 'auto-demo-aveiro'; accents dropped, anything else a hyphen. */
export function slugify(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
  return words === '' ? SLUG_FALLBACK : words;
}
