import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toggleSort, type SortState } from '../domain/stock';
import { DataTable, type DataTableProps } from './data-table';
import { sortRows, type DataColumn } from './data-table-types';

interface Car {
  id: string;
  name: string;
  price: number | null;
}
type Key = 'name' | 'price';

const CARS: Car[] = [
  { id: 'a', name: 'Renault Clio', price: 9000 },
  { id: 'b', name: 'Ábarth 500', price: null },
  { id: 'c', name: 'Peugeot 208', price: 12000 },
];

const columns = (hidePrice = false): DataColumn<Car, Key>[] => [
  { id: 'name', header: 'Marca / Modelo', sortKey: 'name', pin: 'start', ratio: 2, cell: (c) => c.name },
  { id: 'km', header: 'Quilómetros', cell: () => '10 000 km' },
  {
    id: 'price',
    header: 'Preço',
    sortKey: 'price',
    pin: 'end',
    hidden: hidePrice,
    cell: (c) => String(c.price),
  },
];

function Harness(
  props: Partial<DataTableProps<Car, Key>> & { hidePrice?: boolean; onOpen?: (c: Car) => void },
) {
  const [sort, setSort] = useState<SortState<Key> | null>({ key: 'name', direction: 'asc' });
  const rows = sortRows(props.rows ?? CARS, sort, (c, key) => c[key]);
  return (
    <ChakraProvider value={defaultSystem}>
      <DataTable<Car, Key>
        label="Carros"
        testId="cars"
        columns={columns(props.hidePrice)}
        rowKey={(c) => c.id}
        sort={sort}
        onSort={(key) => setSort(toggleSort(sort, key))}
        {...props}
        rows={rows}
      />
    </ChakraProvider>
  );
}

const names = () =>
  screen.getAllByTestId('cars-row').map((r) => within(r).getAllByRole('cell')[0]?.textContent);

afterEach(() => vi.restoreAllMocks());

describe('DataTable', () => {
  it('sorts by a header, toggles the direction and keeps empty values last', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(names()).toEqual(['Ábarth 500', 'Peugeot 208', 'Renault Clio']);
    expect(screen.getByRole('columnheader', { name: /Marca/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByTestId('cars-sort-name'));
    expect(names()).toEqual(['Renault Clio', 'Peugeot 208', 'Ábarth 500']);
    await user.click(screen.getByTestId('cars-sort-price'));
    expect(names()).toEqual(['Renault Clio', 'Peugeot 208', 'Ábarth 500']);
    await user.click(screen.getByTestId('cars-sort-price'));
    expect(names()).toEqual(['Peugeot 208', 'Renault Clio', 'Ábarth 500']);
    expect(screen.getByRole('columnheader', { name: /Preço/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('marks the sticky header and the pinned first and last columns', () => {
    render(<Harness />);
    const table = screen.getByRole('table', { name: 'Carros' });
    const [header] = within(table).getAllByRole('row');
    expect(header).toHaveAttribute('data-sticky', 'top');
    const first = screen.getAllByTestId('cars-row')[0];
    if (!first) throw new Error('no row');
    const cells = within(first).getAllByRole('cell');
    expect(cells[0]).toHaveAttribute('data-pin', 'start');
    expect(cells[1]).not.toHaveAttribute('data-pin');
    expect(cells[2]).toHaveAttribute('data-pin', 'end');
  });

  it('leaves out a hidden column, header and cells', () => {
    render(<Harness hidePrice />);
    expect(screen.queryByRole('columnheader', { name: /Preço/ })).toBeNull();
    expect(screen.queryByTestId('cars-sort-price')).toBeNull();
    const first = screen.getAllByTestId('cars-row')[0];
    if (!first) throw new Error('no row');
    expect(within(first).getAllByRole('cell')).toHaveLength(2);
  });

  it('opens a row by click and by keyboard', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<Harness onOpen={onOpen} />);
    const [first] = screen.getAllByTestId('cars-row');
    if (!first) throw new Error('no row');
    await user.click(first);
    first.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onOpen).toHaveBeenLastCalledWith(CARS[1]);
  });

  it('opens a row with the handler of the last render, and shows a changed row at once', async () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { rerender } = render(<Harness onOpen={first} />);
    rerender(<Harness onOpen={latest} />);
    await userEvent.click(screen.getAllByTestId('cars-row')[0]!);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(CARS[1]);
    rerender(<Harness onOpen={latest} rows={[{ ...CARS[0]!, name: 'Renault Megane' }, CARS[2]!]} />);
    expect(names()).toEqual(['Peugeot 208', 'Renault Megane']);
  });

  it('pins cells by their offset from the edge, tinted like their row when inactive', () => {
    render(<Harness inactive={(c) => c.id === 'a'} />);
    const row = screen.getAllByTestId('cars-row').find((r) => r.textContent?.includes('Clio'))!;
    expect(row).toHaveAttribute('data-inactive', 'true');
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveStyle({ left: '0px' });
    expect(cells[2]).toHaveStyle({ right: '0px' });
  });

  it('shows cards instead of the table when asked, and cards on a phone by itself', () => {
    const card = (c: Car) => <span data-testid="car-card">{c.name}</span>;
    const { unmount } = render(<Harness card={card} layout="cards" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: 'Carros' })).toBeInTheDocument();
    expect(screen.getAllByTestId('car-card').map((e) => e.textContent)).toEqual([
      'Ábarth 500',
      'Peugeot 208',
      'Renault Clio',
    ]);
    unmount();

    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    render(<Harness card={card} />);
    expect(screen.getByTestId('cars-table')).toHaveAttribute('data-layout', 'cards');
    expect(screen.getAllByTestId('car-card')).toHaveLength(3);
  });

  it('keeps the table on a phone for a list without a card', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: true,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    render(<Harness />);
    expect(screen.getByRole('table', { name: 'Carros' })).toBeInTheDocument();
  });

  it('shows the empty state instead of an empty table', () => {
    render(<Harness rows={[]} empty={<p>Não existem carros</p>} />);
    expect(screen.getByText('Não existem carros')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each(['table', 'cards'] as const)('renders only a window of a 10,000-row list (%s)', async (layout) => {
    // jsdom lays nothing out: the scroller reports the size a phone or tablet would give it.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(900);
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: `r${i}`, name: `Carro ${i}`, price: i }));
    render(<Harness rows={many} layout={layout} card={(c) => <span>{c.name}</span>} />);
    // Once the virtualiser's code is in (data-table-body.test.tsx: the first rows meanwhile), only a
    // window of the rows is mounted.
    await waitFor(() => expect(screen.queryAllByTestId('cars-row').length).toBeLessThan(50));
    const rendered = screen.queryAllByTestId('cars-row');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered[0]).toHaveTextContent('Carro 0');
  });

  it('counts every row for assistive technology, rendered or not', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: `r${i}`, name: `Carro ${i}`, price: i }));
    render(<Harness rows={many} />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
  });

  it('shows a fade at the right edge while more of the table is off-screen', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(950);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    const noPin = (hidePrice: boolean) => (
      <Harness columns={columns(hidePrice).map((c) => ({ ...c, pin: undefined }))} />
    );
    const { rerender } = render(noPin(false));
    expect(screen.getByTestId('cars-table')).toHaveAttribute('data-scroll-more', 'true');
    expect(screen.getByTestId('cars-scroll-hint')).toBeInTheDocument();
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(950);
    rerender(noPin(true));
    expect(screen.getByTestId('cars-table')).not.toHaveAttribute('data-scroll-more');
    expect(screen.queryByTestId('cars-scroll-hint')).toBeNull();
  });

  it('takes the fade away once a sideways scroll to the right edge settles, without reading the scroll meanwhile', () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(950);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
      render(<Harness columns={columns().map((c) => ({ ...c, pin: undefined }))} />);
      const box = screen.getByTestId('cars-table');
      expect(box).toHaveAttribute('data-scroll-more', 'true');
      const scrollLeft = vi.fn(() => 350);
      Object.defineProperty(box, 'scrollLeft', { configurable: true, get: scrollLeft });
      fireEvent.scroll(box);
      fireEvent.scroll(box);
      // Read in a scroll event, the position would make the browser lay out the rows just rendered.
      expect(scrollLeft).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(scrollLeft).toHaveBeenCalledTimes(1);
      expect(box).not.toHaveAttribute('data-scroll-more');
      expect(screen.queryByTestId('cars-scroll-hint')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
