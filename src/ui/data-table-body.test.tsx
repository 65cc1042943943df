/**
 * A long list renders only the rows in view once the virtualiser's code is in (it loads when a
 * list first needs it); until then it shows its first VIRTUALISE_FROM_ROWS rows. A short list
 * renders every row in the normal flow.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';
import { VIRTUALISE_FROM_ROWS, type DataColumn } from './data-table-types';

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

  it('renders every row of a short list', () => {
    render(<Table count={VIRTUALISE_FROM_ROWS - 1} />);
    expect(screen.getAllByTestId('num-row')).toHaveLength(VIRTUALISE_FROM_ROWS - 1);
  });
});
