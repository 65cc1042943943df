/**
 * A long list renders only the rows in view once the virtualiser's code is in (it loads when a
 * list first needs it); until then it shows its first VIRTUALISE_FROM_ROWS rows. A short list
 * renders every row in the normal flow.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import { LIST_ROW_HEIGHT_PX, VIRTUALISE_FROM_ROWS, type DataColumn } from './data-table-types';
import { shownRows } from './data-table-virtual';

afterEach(() => {
  vi.restoreAllMocks();
});

const columns: DataColumn<number, 'n'>[] = [
  { id: 'n', header: 'Número', sortKey: 'n', cell: (n) => `linha ${n}` },
];

function Table({ count }: { count: number }) {
  const rows = Array.from({ length: count }, (_, i) => i);
  return (
    <ChakraProvider value={defaultSystem}>
      <DataTable
        label="Números"
        testId="num"
        columns={columns}
        rows={rows}
        rowKey={String}
        sort={null}
        onSort={() => undefined}
        layout="table"
      />
    </ChakraProvider>
  );
}

/**
 * A table of VIRTUALISE_FROM_ROWS × 3 rows once its virtualiser is in, in a view 600 px tall (jsdom
 * lays nothing out); answers a scroll of its box to a row.
 */
async function virtualTable(): Promise<(row: number) => void> {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
  render(<Table count={VIRTUALISE_FROM_ROWS * 3} />);
  await vi.waitFor(() => expect(screen.getAllByTestId('num-row').length).toBeLessThan(20));
  const box = screen.getByTestId('num-table');
  return (row) => {
    Object.defineProperty(box, 'scrollTop', { configurable: true, value: row * LIST_ROW_HEIGHT_PX });
    act(() => {
      fireEvent.scroll(box);
    });
  };
}

describe('data table body', () => {
  it("shows a long list's first rows, then only the rows in view once the virtualiser is in", async () => {
    // jsdom lays nothing out: every box is given a view 600 px tall (8 rows of 75 px, plus overscan).
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
    // The first test of the file: the virtualiser's code is not in yet when the table first renders.
    render(<Table count={VIRTUALISE_FROM_ROWS * 3} />);
    expect(screen.getAllByTestId('num-row')).toHaveLength(VIRTUALISE_FROM_ROWS);

    await vi.waitFor(() => expect(screen.getAllByTestId('num-row').length).toBeLessThan(20));
    expect(screen.getByText('linha 0')).toBeInTheDocument();
  });

  it('keeps the rows in view in the normal flow, in order, after a spacer as tall as the rows above', async () => {
    const scrollTo = await virtualTable();
    scrollTo(150);
    await vi.waitFor(() => expect(screen.getByText('linha 150')).toBeInTheDocument());
    const rows = screen.getAllByTestId('num-row');
    const indexes = rows.map((r) => Number(r.getAttribute('aria-rowindex')) - 2);
    // Scrolling down: one row kept above the view (149), four below it (8 rows in view: 150-157).
    expect(indexes).toEqual(Array.from({ length: 13 }, (_, i) => 149 + i));
    // Nothing moves a row but the spacer before it: a row's own style is its height alone.
    for (const r of rows) expect(r.getAttribute('style')).toBe(`height: ${LIST_ROW_HEIGHT_PX}px;`);
    const spacer = rows[0]?.previousElementSibling as HTMLElement | null;
    expect(spacer).toHaveAttribute('data-gap');
    expect(spacer?.style.height).toBe(`${149 * LIST_ROW_HEIGHT_PX}px`);

    // Once the scroll stops (the virtualiser's 150 ms without a step), the rows behind come back.
    await vi.waitFor(
      () => expect(screen.getAllByTestId('num-row')[0]).toHaveAttribute('aria-rowindex', String(146 + 2)),
      { timeout: 5000 },
    );
    expect(screen.getAllByTestId('num-row')).toHaveLength(16);
  });

  it('scrolling up a row moves none of the rows that stay (a moved element would lose the focus)', async () => {
    const scrollTo = await virtualTable();
    scrollTo(150);
    // At rest, rows 146 to 161 are shown.
    await vi.waitFor(
      () => expect(screen.getAllByTestId('num-row')[0]).toHaveAttribute('aria-rowindex', String(146 + 2)),
      { timeout: 5000 },
    );
    const body = screen.getAllByTestId('num-row')[0]?.parentElement as HTMLElement;
    const removed = new Set<Node>();
    const added = new Set<Node>();
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        r.removedNodes.forEach((n) => removed.add(n));
        r.addedNodes.forEach((n) => added.add(n));
      }
    });
    observer.observe(body, { childList: true });
    scrollTo(149);
    await vi.waitFor(() => expect(screen.getByText('linha 145')).toBeInTheDocument());
    observer.takeRecords().forEach((r) => {
      r.removedNodes.forEach((n) => removed.add(n));
      r.addedNodes.forEach((n) => added.add(n));
    });
    observer.disconnect();
    const moved = [...removed].filter((n) => added.has(n) && (n as Element).hasAttribute?.('data-row'));
    expect(moved).toHaveLength(0);
    expect(screen.getAllByTestId('num-row')[0]).toHaveAttribute('aria-rowindex', String(145 + 2));
  });

  it('renders more rows ahead of a scroll than behind it, the same on both sides at rest, and the focused row', () => {
    const range = { startIndex: 50, endIndex: 57, overscan: 0, count: 300 };
    expect(shownRows(range, 'forward', null)).toEqual(Array.from({ length: 13 }, (_, i) => 49 + i));
    expect(shownRows(range, 'backward', null)).toEqual(Array.from({ length: 13 }, (_, i) => 46 + i));
    expect(shownRows(range, null, null)).toEqual(Array.from({ length: 16 }, (_, i) => 46 + i));
    expect(shownRows(range, 'forward', 3)).toEqual([3, ...Array.from({ length: 13 }, (_, i) => 49 + i)]);
    // At the list's ends, only rows that exist.
    expect(shownRows({ ...range, startIndex: 0, endIndex: 7 }, 'backward', null)).toEqual(
      Array.from({ length: 9 }, (_, i) => i),
    );
  });

  it('renders every row of a short list', () => {
    render(<Table count={VIRTUALISE_FROM_ROWS - 1} />);
    expect(screen.getAllByTestId('num-row')).toHaveLength(VIRTUALISE_FROM_ROWS - 1);
  });
});
