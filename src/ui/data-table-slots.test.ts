import { describe, expect, it } from 'vitest';
import { RowSlots } from './data-table-slots';

const letters = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => String.fromCharCode(from.charCodeAt(0) + i));

/**
 * The elements React moves when keyed children go from one order to the next: it walks the new
 * order and keeps in place each child found after the last one kept, moving the others.
 */
function reactMoves(before: number[], after: number[]): number {
  let last = -1;
  let moves = 0;
  for (const slot of after) {
    const old = before.indexOf(slot);
    if (old === -1) continue;
    if (old < last) moves += 1;
    else last = old;
  }
  return moves;
}

/** Shows `first`, then `then`: the slots in order each time, and the moves between. */
function scroll(first: string[], then: string[]) {
  const rows = new RowSlots();
  const a = rows.assign(first);
  const b = rows.assign(then);
  const before = first.map((k) => a.get(k) ?? -1);
  const after = then.map((k) => b.get(k) ?? -1);
  return { a, b, moves: reactMoves(before, after) };
}

describe('RowSlots', () => {
  it('gives each shown row its own slot', () => {
    const slots = new RowSlots().assign(['a', 'b', 'c']);
    expect(new Set(slots.values()).size).toBe(3);
  });

  it('keeps the slot of a row that stays in view, and hands those of the rows gone to the rows come', () => {
    const rows = new RowSlots();
    const first = rows.assign(['a', 'b', 'c', 'd']);
    const next = rows.assign(['c', 'd', 'e', 'f']);
    expect(next.get('c')).toBe(first.get('c'));
    expect(next.get('d')).toBe(first.get('d'));
    expect(new Set([next.get('e'), next.get('f')])).toEqual(new Set([first.get('a'), first.get('b')]));
  });

  it('scrolling down one row: the row come at the bottom takes the slot of the one gone at the top, one move', () => {
    const { a, b, moves } = scroll(letters('a', 10), letters('b', 10));
    expect(b.get('k')).toBe(a.get('a'));
    expect(moves).toBe(1);
  });

  it('scrolling up one row: no row that stays is moved (the row come at the top gets an element of its own)', () => {
    const { a, b, moves } = scroll(letters('b', 10), letters('a', 10));
    expect(moves).toBe(0);
    for (const k of letters('b', 9)) expect(b.get(k)).toBe(a.get(k));
    expect([...a.values()]).not.toContain(b.get('a'));
  });

  it('scrolling up with a focused row kept far above: neither it nor the rows that stay are moved', () => {
    const { b, moves } = scroll(['c', ...letters('p', 10)], ['c', ...letters('o', 10)]);
    expect(moves).toBe(0);
    expect(new Set(b.values()).size).toBe(11);
  });

  it('a jump to rows all new recycles every element, in order', () => {
    const { a, b, moves } = scroll(letters('a', 8), letters('p', 8));
    expect(new Set(b.values())).toEqual(new Set(a.values()));
    expect(moves).toBe(0);
  });

  it('forgets the rows no longer shown', () => {
    const rows = new RowSlots();
    rows.assign(['a', 'b']);
    rows.assign(['c']);
    // 'a' comes back as a new row: the lowest free slot, not its old one by chance.
    const again = rows.assign(['c', 'b', 'a']);
    expect(new Set(again.values())).toEqual(new Set([0, 1, 2]));
  });
});
