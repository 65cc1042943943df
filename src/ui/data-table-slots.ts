/**
 * The DOM slots of a virtualised list's rows. A row that scrolls into view takes the element (and
 * React subtree) of one that scrolled out, instead of a new one being built while the old one is
 * thrown away: during a fast scroll the whole view changes every frame, and updating a row's
 * text and attributes costs the browser far less than creating its elements (their style, their
 * layout) anew. A row that stays in view keeps its slot, so its element (and the focus in it)
 * stays its own.
 *
 * The rows are in document order (data-table-virtual.tsx), and React keeps in place the children
 * whose previous positions rise in the new order, moving the others. So a row that comes in takes
 * a freed slot only if that slot was placed before the next row that stays: the slot of a row gone
 * at the bottom, handed to a row come in at the top, would have React move every row after it (a
 * DOM move each, and a moved row loses the focus). Such a row gets an element of its own instead.
 */
export class RowSlots {
  private slots = new Map<string, number>();
  /** The slots of the last rows shown, in their order. */
  private order: number[] = [];

  /** Row key → slot (a small number, the React key of the row's element) for the rows shown now. */
  assign(keys: readonly string[]): Map<string, number> {
    const before = new Map(this.order.map((slot, position) => [slot, position]));
    const next = new Map<string, number>();
    for (const key of keys) {
      const slot = this.slots.get(key);
      if (slot !== undefined) next.set(key, slot);
    }
    const used = new Set(next.values());
    // The slots freed by the rows gone, in the order they were shown.
    const free = this.order.filter((slot) => !used.has(slot));
    // For each row, where the next row that stays was shown (Infinity: none stays after it).
    const nextKept: number[] = new Array<number>(keys.length);
    let after = Infinity;
    for (let i = keys.length - 1; i >= 0; i -= 1) {
      nextKept[i] = after;
      const slot = next.get(keys[i] ?? '');
      if (slot !== undefined) after = before.get(slot) ?? after;
    }
    keys.forEach((key, i) => {
      if (next.has(key)) return;
      let slot =
        free[0] !== undefined && (before.get(free[0]) ?? 0) < (nextKept[i] ?? 0) ? free.shift() : undefined;
      if (slot === undefined) {
        // A new element: a number neither shown now nor freed just now (a freed one is its old element).
        slot = 0;
        while (used.has(slot) || before.has(slot)) slot += 1;
      }
      next.set(key, slot);
      used.add(slot);
    });
    this.slots = next;
    this.order = keys.map((key) => next.get(key) ?? 0);
    return next;
  }
}
