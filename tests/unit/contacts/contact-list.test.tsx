/**
 * The contacts list screen (the table itself is tested once, in
 * src/ui/data-table.test.tsx): open contacts by default with no query,
 * filters read from the address and written back, the seller column and
 * filter per role, 'Sem iterações', the stale flag, the counts, a row opening
 * the contact, the add button, and the CSV offline.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../src/app/providers';
import { mirror } from '../../../src/data/db';
import type { Role } from '../../../src/domain/enums';
import { ContactList } from '../../../src/features/contacts';
import { CSV_OFFLINE_MESSAGE } from '../../../src/ui/csv-button';
import { SELLER_RUI, signInWithMirror } from '../vehicle/render-vehicle';
import { CLOSED_DATE, contactData, contactUuid, daysAgo, LAST_YEAR } from './contact-list-fixtures';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

async function renderContacts(role: Role, query = '') {
  const user = await signInWithMirror(role);
  const { contacts, interactions } = contactData(user.uuid);
  await mirror().contacts.bulkPut(contacts);
  await mirror().interactions.bulkPut(interactions);
  render(
    <Providers>
      <MemoryRouter initialEntries={[`/account/contacts${query}`]}>
        <Routes>
          <Route path="/account/contacts" element={<ContactList />} />
          <Route path="/account/contacts/new" element={<p>Novo contacto</p>} />
          <Route path="/admin/contacts/:id" element={<p>Detalhe do contato</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
  await waitFor(() => expect(screen.queryByLabelText('A carregar')).toBeNull());
  return { user, events: userEvent.setup({ delay: null }) };
}

const names = () =>
  screen
    .queryAllByTestId('contact-row')
    .map((r) => within(r).getAllByRole('cell')[1]?.querySelector('p')?.textContent);
const statuses = () => screen.queryAllByTestId('contact-row').map((r) => r.getAttribute('data-status'));
const headers = () =>
  screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]/, '').trim());
const rowOf = (n: number) => {
  const row = screen
    .getAllByTestId('contact-row')
    .find((r) => r.getAttribute('data-uuid') === contactUuid(n));
  if (!row) throw new Error(`no row ${n}`);
  return row;
};

afterEach(() => vi.restoreAllMocks());

describe('the contacts list', { timeout: 20_000 }, () => {
  it('shows only open contacts with no query, newest first, and keeps the address without a query', async () => {
    await renderContacts('ADMIN');
    expect(screen.getByRole('heading', { name: 'Contatos' })).toBeInTheDocument();
    expect(statuses()).toEqual(['OPEN', 'OPEN', 'OPEN', 'OPEN']);
    expect(names()).toEqual(['Ana Aberta', 'Bruno Antigo', 'Eva Seis', 'Filipe Sete']);
    expect(screen.getByLabelText('Estado')).toHaveValue('OPEN');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/contacts\?status=OPEN$/),
    );
  });

  it('counts the visits and the open contacts whatever the status filter, and the rows shown', async () => {
    await renderContacts('ADMIN', '?status=SOLD');
    expect(names()).toEqual(['Carla Vendida']);
    // Visits: Ana (open) and Carla (sold), both 'Visita ao Stand'; open: Ana, Bruno, Eva, Filipe.
    expect(screen.getByTestId('contacts-visits')).toHaveTextContent('2');
    expect(screen.getByTestId('contacts-open')).toHaveTextContent('4');
    expect(screen.getByTestId('contacts-count')).toHaveTextContent('1 contacto');
  });

  it('applies the filters of the address on load (month, year, status, seller, name)', async () => {
    const month = Number(CLOSED_DATE.slice(5, 7));
    await renderContacts('ADMIN', `?year=${LAST_YEAR}&month=${month}`);
    expect(names()).toEqual(['Duarte Fechado']);
    expect(screen.getByLabelText('Mês')).toHaveValue(String(month));
    expect(screen.getByLabelText('Ano')).toHaveValue(String(LAST_YEAR));
    expect(screen.getByLabelText('Estado')).toHaveValue('');
    expect(screen.getByTestId('contacts-visits')).toHaveTextContent('0');
    expect(screen.getByTestId('contacts-open')).toHaveTextContent('0');
  });

  it('filters by seller and name from the address, and writes a changed filter back', async () => {
    const { events } = await renderContacts('ADMIN', `?seller_uuid=${SELLER_RUI.uuid}&status=open`);
    expect(names()).toEqual(['Ana Aberta', 'Eva Seis']);
    expect(screen.getByLabelText('Vendedor')).toHaveValue(SELLER_RUI.uuid);
    await events.type(screen.getByLabelText('Nome'), 'eva');
    await waitFor(() => expect(names()).toEqual(['Eva Seis']));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('name=eva&status=OPEN'));
    // jsdom applies no media query: the filters behind 'Mais filtros' show once it is pressed.
    expect(screen.getByTestId('contacts-more-filters')).toHaveTextContent('Mais filtros (1)');
    await events.click(screen.getByTestId('contacts-more-filters'));
    await events.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(statuses()).toHaveLength(6));
    // Every contact: no filter key left (issue 24), only the all-rows mark, so a reload does not fall
    // back to the open ones.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/contacts\?todos=$/));
  });

  it('gives admin and manager the seller column and filter, the admin the CSV', async () => {
    await renderContacts('ADMIN');
    expect(headers()).toEqual([
      'Data',
      'Nome',
      'Estado',
      'Telefone',
      'Vendedor',
      'Última interação',
      'Data da última interação',
    ]);
    expect(within(rowOf(1)).getByText('Rui Costa')).toBeInTheDocument();
    expect(screen.getByTestId('contacts-csv')).toBeInTheDocument();
    expect(screen.getByTestId('contact-add')).toHaveTextContent('Adicionar contacto');
  });

  it('gives a manager the seller column but no CSV', async () => {
    await renderContacts('MANAGER');
    expect(headers()).toContain('Vendedor');
    expect(screen.getByLabelText('Vendedor')).toBeInTheDocument();
    expect(screen.queryByTestId('contacts-csv')).toBeNull();
  });

  it('gives a seller only their own contacts, without the seller column, filter or CSV', async () => {
    await renderContacts('SELLER', `?status=&seller_uuid=${SELLER_RUI.uuid}`);
    // Their own (Bruno, Duarte, Filipe): the seller filter of the address is not theirs to apply.
    expect(names()).toEqual(['Bruno Antigo', 'Filipe Sete', 'Duarte Fechado']);
    expect(headers()).not.toContain('Vendedor');
    expect(screen.queryByLabelText('Vendedor')).toBeNull();
    expect(screen.queryByTestId('contacts-csv')).toBeNull();
    expect(screen.getByTestId('contact-add')).toBeInTheDocument();
  });

  it("shows the last interaction's text and date, or 'Sem iterações'", async () => {
    await renderContacts('ADMIN');
    const ana = within(rowOf(1));
    expect(ana.getByTestId('contact-last-interaction')).toHaveTextContent('Pediu proposta para o Clio');
    // The newest of Ana's two interactions, as DD/MM/YYYY.
    const [y, m, d] = daysAgo(1).split('-');
    expect(ana.getByText(`${d}/${m}/${y}`)).toBeInTheDocument();
    expect(within(rowOf(2)).getByTestId('contact-last-interaction')).toHaveTextContent('Sem iterações');
  });

  it('flags an open contact untouched for 7 days or more, not one of 6', async () => {
    await renderContacts('ADMIN', '?status=');
    expect(within(rowOf(2)).getByTestId('contact-stale')).toHaveTextContent('Sem contacto há 20 dias');
    expect(within(rowOf(6)).getByTestId('contact-stale')).toHaveTextContent('Sem contacto há 7 dias');
    expect(within(rowOf(5)).queryByTestId('contact-stale')).toBeNull();
    expect(within(rowOf(1)).queryByTestId('contact-stale')).toBeNull();
    // Not open: never flagged, however old.
    expect(within(rowOf(4)).queryByTestId('contact-stale')).toBeNull();
    expect(within(rowOf(3)).queryByTestId('contact-stale')).toBeNull();
  });

  it('sorts by a header and keeps the sort in the address', async () => {
    const { events } = await renderContacts('ADMIN');
    await events.click(screen.getByTestId('contact-sort-name'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('sort=name%3Aasc'));
    expect(names()).toEqual(['Ana Aberta', 'Bruno Antigo', 'Eva Seis', 'Filipe Sete']);
    await events.click(screen.getByTestId('contact-sort-name'));
    await waitFor(() => expect(names()).toEqual(['Filipe Sete', 'Eva Seis', 'Bruno Antigo', 'Ana Aberta']));
  });

  it('opens a contact by Enter', async () => {
    const { events } = await renderContacts('ADMIN');
    rowOf(2).focus();
    await events.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/admin/contacts/${contactUuid(2)}`),
    );
  });

  it('opens a contact by click', async () => {
    const { events } = await renderContacts('ADMIN');
    await events.click(within(rowOf(1)).getByText('Ana Aberta'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/admin/contacts/${contactUuid(1)}`),
    );
  });

  it('opens the create screen from the add button', async () => {
    const { events } = await renderContacts('SELLER');
    await events.click(screen.getByTestId('contact-add'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/account/contacts/new'));
  });

  it('says the CSV needs the network when offline', async () => {
    const { events } = await renderContacts('ADMIN');
    await events.click(screen.getByTestId('contacts-csv'));
    expect(await screen.findByText(CSV_OFFLINE_MESSAGE)).toBeInTheDocument();
  });
});
