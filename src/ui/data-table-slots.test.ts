import { describe, expect, it } from 'vitest';
import { RowSlots } from './data-table-slots';

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

  it('forgets the rows no longer shown', () => {
    const rows = new RowSlots();
    rows.assign(['a', 'b']);
    rows.assign(['c']);
    // 'a' comes back as a new row: the lowest free slot, not its old one by chance.
    const again = rows.assign(['c', 'b', 'a']);
    expect(new Set(again.values())).toEqual(new Set([0, 1, 2]));
  });
});
