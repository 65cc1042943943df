/**
 * The order of a vehicle's photos (spec 02 §4 photo ordering): one request
 * carries the whole order, numbered from 1, and the photos it does not list
 * follow in the order they had. The gallery shows the new order at once and
 * the server stores it; both call this, so they number the photos alike.
 */

/** A photo as the order reads it. */
export interface OrderedPhoto {
  uuid: string;
  orderNum: number;
}

/**
 * The vehicle's photo uuids in their new order (the photo at index i gets orderNum i + 1): the
 * listed ones of `current` first, as listed; the others after, by their orderNum (then uuid).
 */
export function photoOrder(current: readonly OrderedPhoto[], order: readonly string[]): string[] {
  const own = new Set(current.map((photo) => photo.uuid));
  const listed = new Set(order);
  const rest = current
    .filter((photo) => !listed.has(photo.uuid))
    .sort((a, b) => a.orderNum - b.orderNum || (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0))
    .map((photo) => photo.uuid);
  return [...order.filter((uuid) => own.has(uuid)), ...rest];
}
