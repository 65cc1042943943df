/**
 * The list skeleton and filter bar, once for every list: spinner while the
 * rows are read (and, when asked, while the first sync may still bring them),
 * the empty state, the table with its summary; 'Mais filtros (n)' counting the
 * hidden filters set, 'Limpar filtros' disabled when nothing is set.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { allCleared, countSet, ListFilterBar } from './list-filter-bar';
import { ListPage } from './list-page';

const inApp = (ui: ReactNode) => (
  <ChakraProvider value={defaultSystem}>
    <MemoryRouter>{ui}</MemoryRouter>
  </ChakraProvider>
);
const wrap = (ui: ReactNode) => render(inApp(ui));

function Page(props: { rows: string[] | undefined; syncing?: boolean; wait?: boolean }) {
  return (
    <ListPage
      title="Coisas"
      progress={props.syncing ? { received: 1, total: 4 } : null}
      rows={props.rows}
      waitForFirstSync={props.wait}
      summary={(rows) => <p>{`${rows.length} coisas`}</p>}
      empty={<p>Nada</p>}
      table={(rows) => (
        <ul>
          {rows.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    />
  );
}

describe('ListPage', () => {
  it('shows a spinner until the rows are read, then the summary and the table', () => {
    const { rerender } = wrap(<Page rows={undefined} />);
    expect(screen.getByRole('status', { name: 'A carregar' })).toBeTruthy();
    expect(screen.queryByText(/coisas$/)).toBeNull();
    rerender(inApp(<Page rows={['a', 'b']} />));
    expect(screen.queryByRole('status', { name: 'A carregar' })).toBeNull();
    expect(screen.getByText('2 coisas')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b']);
  });

  it('waits for the first sync before saying the list is empty only when asked', () => {
    wrap(<Page rows={[]} syncing wait />);
    expect(screen.getByRole('status', { name: 'A carregar' })).toBeTruthy();
    expect(screen.queryByText('Nada')).toBeNull();
    expect(screen.getByTestId('first-sync-progress')).toBeTruthy();
  });

  it('says the list is empty during the first sync when not asked to wait, and once it is done', () => {
    wrap(
      <>
        <Page rows={[]} syncing />
        <Page rows={[]} wait />
      </>,
    );
    expect(screen.getAllByText('Nada')).toHaveLength(2);
    expect(screen.queryByRole('status', { name: 'A carregar' })).toBeNull();
  });
});

describe('ListFilterBar', () => {
  const empty = { a: '', b: '', c: '' };

  it('counts the hidden filters set and tells when every filter is cleared', () => {
    expect(countSet({ a: 'x', b: 'y', c: '' }, empty, ['b', 'c'])).toBe(1);
    expect(allCleared(empty, empty)).toBe(true);
    expect(allCleared({ ...empty, a: 'x' }, empty)).toBe(false);
  });

  it("opens the hidden filters on 'Mais filtros (n)' and clears on 'Limpar filtros'", async () => {
    const onClear = vi.fn();
    const { rerender } = wrap(
      <ListFilterBar
        columns={2}
        main={<span>Principal</span>}
        moreCount={2}
        moreTestId="more"
        cleared
        onClear={onClear}
      >
        <span>Escondido</span>
      </ListFilterBar>,
    );
    const more = screen.getByTestId('more');
    expect(more.textContent).toBe('Mais filtros (2)');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const clear = screen.getByRole('button', { name: 'Limpar filtros', hidden: true });
    expect(clear.hasAttribute('disabled')).toBe(true);
    await userEvent.click(more);
    expect(more.textContent).toBe('Menos filtros');
    expect(more.getAttribute('aria-expanded')).toBe('true');

    rerender(
      inApp(
        <ListFilterBar
          columns={2}
          main={null}
          moreCount={0}
          moreTestId="more"
          cleared={false}
          onClear={onClear}
        >
          <span>Escondido</span>
        </ListFilterBar>,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros', hidden: true }));
    expect(onClear).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByTestId('more'));
    expect(screen.getByTestId('more').textContent).toBe('Mais filtros');
  });
});
