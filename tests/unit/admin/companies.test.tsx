/**
 * The companies area (spec 01 §2 "Companies list", "Create company",
 * "Company detail"; §9 sort keys): only active companies, 'Sem cor definida',
 * headers that sort and toggle, creation as one mirror record plus one outbox
 * row, the missing company and the empty lists.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  SLOW,
  makeCompanyRecord,
  makeStand,
  renderAdmin,
  setOnline,
  signInFresh,
  stubApi,
} from './admin-fixtures';

// No sync engine here: the outbox keeps the rows, and the tests read them.

const label = (text: string) => new RegExp(`^${text}\\*?$`);
const rowNames = () =>
  screen.getAllByTestId('companies-row').map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('the companies list', { timeout: 20_000 }, () => {
  beforeEach(() => setOnline(false));

  it("lists only the active companies, with 'Sem cor definida' for one without a colour", async () => {
    const db = await signInFresh();
    const aveiro = makeCompanyRecord({ name: 'Auto Demo Aveiro', color: null });
    await db.companies.bulkPut([
      aveiro,
      makeCompanyRecord({ name: 'Rival Motors Porto', color: '#1a2b3c' }),
      makeCompanyRecord({ name: 'Fechada Lda', active: false }),
    ]);
    await db.stands.bulkPut([
      makeStand(aveiro.uuid),
      makeStand(aveiro.uuid, { name: 'Stand Aveiro' }),
      makeStand(aveiro.uuid, { name: 'Stand Antigo', active: false }),
    ]);
    renderAdmin('/superuser/companies');

    expect(await screen.findByRole('heading', { name: 'Empresas disponíveis' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('companies-row')).toHaveLength(2));
    expect(screen.queryByText('Fechada Lda')).not.toBeInTheDocument();
    const aveiroRow = screen.getByText('Auto Demo Aveiro').closest('[role="row"]') as HTMLElement;
    expect(within(aveiroRow).getByText('Sem cor definida')).toBeInTheDocument();
    // Two active stands; the number of vehicles is not known offline.
    const cells = within(aveiroRow).getAllByRole('cell');
    expect(cells[3]).toHaveTextContent('2');
    expect(cells[4]).toHaveTextContent('—');
    expect(screen.getByText('#1a2b3c')).toBeInTheDocument();
  });

  it('sorts by a header and toggles the direction on the second click', async () => {
    const db = await signInFresh();
    await db.companies.bulkPut(
      ['Bravo Auto', 'Alfa Carros', 'Charlie Motors'].map((name) => makeCompanyRecord({ name })),
    );
    const { user } = renderAdmin('/superuser/companies');
    await waitFor(() => expect(screen.getAllByTestId('companies-row')).toHaveLength(3), SLOW);
    expect(rowNames()).toEqual(['Alfa Carros', 'Bravo Auto', 'Charlie Motors']);

    await user.click(screen.getByTestId('companies-sort-name'));
    expect(rowNames()).toEqual(['Charlie Motors', 'Bravo Auto', 'Alfa Carros']);
    await user.click(screen.getByTestId('companies-sort-name'));
    expect(rowNames()).toEqual(['Alfa Carros', 'Bravo Auto', 'Charlie Motors']);
  });

  it('shows the number of vehicles the server counts when online', async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord({ name: 'Auto Demo Aveiro' });
    await db.companies.put(company);
    stubApi(() => ({
      status: 200,
      body: { companies: [{ ...company, financials: [], numberOfStands: 0, numberOfCars: 61 }] },
    }));
    setOnline(true);
    renderAdmin('/superuser/companies');
    const row = (await screen.findByText('Auto Demo Aveiro', {}, SLOW)).closest(
      '[role="row"]',
    ) as HTMLElement;
    await waitFor(() => expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('61'));
  });
});

describe('creating a company', { timeout: 20_000 }, () => {
  it('writes the mirror, queues one outbox row and goes to the list', async () => {
    const db = await signInFresh();
    const { user, history } = renderAdmin('/superuser/companies/new');
    expect(await screen.findByRole('heading', { name: 'Criar uma nova empresa' }, SLOW)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Criar empresa' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);

    await user.type(screen.getByLabelText(label('Nome')), '  Nova   Empresa ');
    await user.type(screen.getByRole('textbox', { name: 'Cor' }), '#AABBCC');
    await user.click(screen.getByRole('button', { name: 'Criar empresa' }));

    expect(await screen.findByText('Empresa gravada com successo')).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/superuser/companies'));
    const companies = await db.companies.toArray();
    expect(companies).toHaveLength(1);
    expect(companies[0]).toMatchObject({ name: 'Nova Empresa', color: '#aabbcc', active: true, logo: null });
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity: 'companies',
      op: 'create',
      targetUuid: companies[0]?.uuid,
      payload: { uuid: companies[0]?.uuid, name: 'Nova Empresa', color: '#aabbcc', logo: null },
    });
  });
});

describe('the company page', { timeout: 20_000 }, () => {
  beforeEach(() => setOnline(false));

  it("shows 'Esta empresa não existe' for an unknown company", async () => {
    await signInFresh();
    renderAdmin('/superuser/company-details/00000000-0000-4000-8000-00000000dead/');
    expect(await screen.findByText('Esta empresa não existe', {}, SLOW)).toBeInTheDocument();
  });

  it("shows 'Não existem stands associados a esta empresa' with a create button", async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    await db.companies.put(company);
    const { user, history } = renderAdmin(`/superuser/company-details/${company.uuid}/?tab=stands`);

    const empty = await screen.findByTestId('stands-empty', {}, SLOW);
    expect(empty).toHaveTextContent('Não existem stands associados a esta empresa');
    await user.click(within(empty).getByRole('button', { name: 'Criar stand' }));
    expect(history.location.pathname).toBe(`/superuser/company/${company.uuid}/stand/new`);
  });

  it('shows the four tabs, and only the details while editing', async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    await db.companies.put(company);
    const { user } = renderAdmin(`/superuser/company-details/${company.uuid}/`);

    for (const tab of [
      'Detalhes Gerais',
      'Lista de Stands',
      'Lista de Utilizadores',
      'Lista de Fornecedores',
    ]) {
      expect(await screen.findByRole('tab', { name: tab }, SLOW)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Editar empresa' }));
    expect(screen.queryByRole('tab', { name: 'Lista de Stands' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar informação' })).toBeInTheDocument();
  });

  it("shows 'Page not found' for an unknown sub-route", async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    await db.companies.put(company);
    renderAdmin(`/superuser/company-details/${company.uuid}/nada`);
    expect(await screen.findByRole('heading', { name: 'Page not found' }, SLOW)).toBeInTheDocument();
  });

  it("deletes the company after confirmation: one outbox row and 'Empresa apagada com successo'", async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    await db.companies.put(company);
    const { user, history } = renderAdmin(`/superuser/company-details/${company.uuid}/`);

    await user.click(await screen.findByRole('button', { name: 'Eliminar empresa' }, SLOW));
    await user.click(await screen.findByTestId('confirm-dialog-confirm'));
    expect(await screen.findByText('Empresa apagada com successo')).toBeInTheDocument();
    await waitFor(() => expect(history.location.pathname).toBe('/superuser/companies'));
    expect(await db.companies.get(company.uuid)).toBeUndefined();
    expect(await db.outbox.toArray()).toMatchObject([
      { entity: 'companies', op: 'delete', targetUuid: company.uuid },
    ]);
  });
});
