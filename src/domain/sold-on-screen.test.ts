import { describe, expect, it } from 'vitest';
import type { Availability } from './enums';
import { countOnScreen, heldRows, isSold, leftTheStock, rowsOnScreen } from './sold-on-screen';

interface V {
  uuid: string;
  availability: Availability;
  plate: string;
}
interface R {
  vehicle: V;
  photoUrl: string | null;
}

const row = (uuid: string, availability: Availability = 'READY_FOR_SALE'): R => ({
  vehicle: { uuid, availability, plate: `P-${uuid}` },
  photoUrl: `/api/media/${uuid}`,
});
const sold = (r: R, availability: Availability = 'SOLD'): V => ({ ...r.vehicle, availability });
const uuids = (rows: readonly R[]) => rows.map((r) => r.vehicle.uuid);

describe('a vehicle sold while the stock list is open', () => {
  const [a, b, c] = [row('a'), row('b'), row('c', 'REPARING')];

  it('counts SOLD and DELIVERED as sold, the stock availabilities not', () => {
    expect(isSold('SOLD')).toBe(true);
    expect(isSold('DELIVERED')).toBe(true);
    expect(isSold('READY_FOR_SALE') || isSold('VERIFYING') || isSold('REPARING')).toBe(false);
  });

  it('shows the stock as read while nothing left it, the same array (no sort redone)', () => {
    const held = heldRows(new Map(), [a, b, c]);
    const inStock = [a, b, c];
    expect(leftTheStock(held, inStock)).toEqual([]);
    expect(rowsOnScreen(inStock, held, new Map())).toBe(inStock);
  });

  it('keeps a held vehicle now SOLD or DELIVERED, with its newest record and its row as it was', () => {
    const held = heldRows(new Map(), [a, b, c]);
    const inStock = [c];
    expect(leftTheStock(held, inStock)).toEqual(['a', 'b']);
    const shown = rowsOnScreen(
      inStock,
      held,
      new Map([
        ['a', sold(a)],
        ['b', sold(b, 'DELIVERED')],
      ]),
    );
    expect(uuids(shown)).toEqual(['c', 'a', 'b']);
    expect(shown.map((r) => r.vehicle.availability)).toEqual(['REPARING', 'SOLD', 'DELIVERED']);
    expect(shown[1]?.photoUrl).toBe('/api/media/a');
    expect(countOnScreen(shown)).toEqual({ inStock: 1, sold: 2 });
  });

  it('lets a vehicle that left the stock otherwise leave the list (deleted, out of the mirror)', () => {
    const held = heldRows(new Map(), [a, b]);
    expect(uuids(rowsOnScreen([b], held, new Map([['a', null]])))).toEqual(['b']);
  });

  it('keeps the row as it was while the newest record is still being read (no blink)', () => {
    const held = heldRows(new Map(), [a, b]);
    const shown = rowsOnScreen([b], held, new Map());
    expect(shown).toEqual([b, a]);
    expect(countOnScreen(shown)).toEqual({ inStock: 2, sold: 0 });
  });

  it('never keeps a vehicle the list did not hold: sold before it opened, it is not shown', () => {
    const held = heldRows(new Map(), [b]);
    expect(leftTheStock(held, [b])).toEqual([]);
    expect(uuids(rowsOnScreen([b], held, new Map([['a', sold(a)]])))).toEqual(['b']);
  });

  it('shows a sale cancelled (back in stock) as the stock row, once', () => {
    const held = heldRows(new Map(), [a, b]);
    const back = row('a', 'READY_FOR_SALE');
    const again = heldRows(held, [back, b]);
    expect(again.get('a')).toBe(back);
    expect(uuids(rowsOnScreen([back, b], again, new Map([['a', sold(a)]])))).toEqual(['a', 'b']);
  });

  it('holds the newest in-stock row of each vehicle, and the same map when nothing is new', () => {
    const held = heldRows(new Map(), [a, b]);
    expect(heldRows(held, [a, b])).toBe(held);
    expect(heldRows(held, [a])).toBe(held);
    const newer = { ...a, photoUrl: null };
    const next = heldRows(held, [newer]);
    expect(next).not.toBe(held);
    expect(next.get('a')).toBe(newer);
    expect(held.get('a')).toBe(a);
    expect(next.get('b')).toBe(b);
  });
});
