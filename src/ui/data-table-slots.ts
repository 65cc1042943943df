/**
 * The DOM slots of a virtualised list's rows. A row that scrolls into view takes the element (and
 * React subtree) of one that scrolled out, instead of a new one being built while the old one is
 * thrown away: during a fast scroll the whole view changes every frame, and updating a row's
 * text and attributes costs the browser far less than creating its elements (their style, their
 * layout) anew. A row that stays in view keeps its slot, so its element (and the focus in it)
 * stays its own.
 */
export class RowSlots {
  private slots = new Map<string, number>();

  /** Row key → slot (a small number, the React key of the row's element) for the rows shown now. */
  assign(keys: readonly string[]): Map<string, number> {
    const next = new Map<string, number>();
    const taken = new Set<number>();
    for (const key of keys) {
      const slot = this.slots.get(key);
      if (slot !== undefined) {
        next.set(key, slot);
        taken.add(slot);
      }
    }
    let free = 0;
    for (const key of keys) {
      if (next.has(key)) continue;
      while (taken.has(free)) free += 1;
      next.set(key, free);
      taken.add(free);
    }
    this.slots = next;
    return next;
  }
}
