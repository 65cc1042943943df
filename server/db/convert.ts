/** Conversions from database values to the wire formats of design §4. */

/** A timestamp as ISO 8601 (PostgreSQL's text form is not). */
export function toIso(value: string | Date): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
