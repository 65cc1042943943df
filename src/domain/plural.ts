/**
 * pt-PT plurals for the counts the screens show: one is singular, every other
 * count (zero included, unlike pt-BR) is plural — '1 alteração', '0 alterações'.
 */

/** The word for `count`: `one` for exactly one, `many` otherwise. */
export function plural(count: number, one: string, many: string): string {
  return Math.abs(count) === 1 ? one : many;
}

/** The count with its word: '1 alteração', '3 alterações'. */
export function countLabel(count: number, one: string, many: string): string {
  return `${count} ${plural(count, one, many)}`;
}

/** The writes queued on the device and not yet sent: '1 alteração por enviar', '2 alterações por enviar'. */
export function pendingChangesText(count: number): string {
  return `${countLabel(count, 'alteração', 'alterações')} por enviar`;
}
