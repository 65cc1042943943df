/**
 * Stands (spec 01 §2 "Stand detail", §4, §8): deactivation is queued as one
 * outbox row, announced with the spec's toast and followed by the company
 * page; an inactive stand's row is tinted, its button reads 'Ativar' and its
 * counts '---'; an unknown stand reads 'Este stand não existe'; 'Editar
 * stand' edits and Cancelar puts it back; a dirty create form asks before the
 * navigation bar leaves it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAND_TEXTS } from '../../../src/features/stands';
import {
  SLOW,
  makeCompanyRecord,
  makeStand,
  renderAdmin,
  setOnline,
  signInFresh,
  stubApi,
} from './admin-fixtures';

const label = (text: string) => new RegExp(`^${text}\\*?$`);

describe('a stand', { timeout: 20_000 }, () => {
  it('is deactivated through the outbox, with the toast, then the company page', async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    const stand = makeStand(company.uuid, { name: 'Stand Ílhavo', rowVersion: 3 });
    await db.companies.put(company);
    await db.stands.put(stand);
    const { user, history } = renderAdmin(`/superuser/stand-details/${stand.uuid}/`);

    expect(
      await screen.findByRole('heading', { name: 'Detalhes do Stand Ílhavo' }, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByTestId('stand-activation'));
    await user.click(await screen.findByTestId('confirm-dialog-confirm'));

    expect(await screen.findByText(STAND_TEXTS.deactivated)).toBeInTheDocument();
    expect(STAND_TEXTS.deactivated).toBe(
      'Stand desativado com successo. Todos os veículos deste stand ficaram sem stand associado',
    );
    await waitFor(() =>
      expect(history.location.pathname).toBe(`/superuser/company-details/${company.uuid}/`),
    );
    expect(history.location.search).toBe('?tab=stands');
    expect(await db.stands.get(stand.uuid)).toMatchObject({ active: false });
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity: 'stands',
      op: 'update',
      targetUuid: stand.uuid,
      baseVersion: 3,
      label: 'Stand desativado: Stand Ílhavo',
    });
    // Only the activation travels, on the version the stand was shown at.
    expect(rows[0]?.payload).toEqual({
      uuid: stand.uuid,
      active: false,
      companyUuid: company.uuid,
      rowVersion: 3,
    });
  });

  it("in the company's list: an inactive row is tinted, its button reads 'Ativar' and its counts '---'", async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    const open = makeStand(company.uuid, { name: 'Stand Aveiro' });
    const closed = makeStand(company.uuid, { name: 'Stand Antigo', active: false });
    await db.companies.put(company);
    await db.stands.bulkPut([open, closed]);
    stubApi(() => ({
      status: 200,
      body: {
        stands: [
          { ...open, vehiclesLengthInSale: 7, vehiclesLengthSold: 3, vehiclesLengthOthers: 2 },
          { ...closed, vehiclesLengthInSale: 0, vehiclesLengthSold: 0, vehiclesLengthOthers: 0 },
        ],
      },
    }));
    setOnline(true);
    renderAdmin(`/superuser/company-details/${company.uuid}/?tab=stands`);

    const closedRow = (await screen.findByText('Stand Antigo', {}, SLOW)).closest(
      '[role="row"]',
    ) as HTMLElement;
    const openRow = screen.getByText('Stand Aveiro').closest('[role="row"]') as HTMLElement;
    expect(closedRow).toHaveAttribute('data-inactive', 'true');
    expect(openRow).not.toHaveAttribute('data-inactive');
    expect(within(closedRow).getByTestId('stand-activation')).toHaveTextContent('Ativar');
    expect(within(openRow).getByTestId('stand-activation')).toHaveTextContent('Desativar');
    const counts = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(4)
        .map((c) => c.textContent);
    expect(counts(closedRow)).toEqual(['---', '---', '---']);
    await waitFor(() => expect(counts(openRow)).toEqual(['7', '3', '2']));
  });

  it("shows '—' for counts it cannot know offline, and 'Este stand não existe' for an unknown stand", async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    const stand = makeStand(company.uuid);
    await db.companies.put(company);
    await db.stands.put(stand);
    const first = renderAdmin(`/superuser/stand-details/${stand.uuid}/`);
    await screen.findByTestId('stand-show', {}, SLOW);
    expect(screen.getAllByTestId('stand-count').map((c) => c.textContent)).toEqual(['—', '—', '—']);
    first.view.unmount();

    renderAdmin('/superuser/stand-details/00000000-0000-4000-8000-00000000dead/');
    expect(await screen.findByText('Este stand não existe', {}, SLOW)).toBeInTheDocument();
  });

  it('is created for its company through one outbox row, its location upper-cased', async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    await db.companies.put(company);
    const { user, history } = renderAdmin(`/superuser/company/${company.uuid}/stand/new`);

    expect(await screen.findByRole('heading', { name: 'Criar um novo stand' }, SLOW)).toBeInTheDocument();
    await user.type(screen.getByLabelText(label('Nome')), 'Stand Novo');
    await user.type(screen.getByLabelText(label('Localização')), 'aveiro');
    await user.click(screen.getByRole('button', { name: 'Criar stand' }));

    expect(await screen.findByText('Stand gravado com successo')).toBeInTheDocument();
    await waitFor(() =>
      expect(history.location.pathname).toBe(`/superuser/company-details/${company.uuid}/`),
    );
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      entity: 'stands',
      op: 'create',
      payload: { name: 'Stand Novo', location: 'AVEIRO', address: null, companyUuid: company.uuid },
    });
    expect(await db.stands.get(row?.targetUuid ?? '')).toMatchObject({ active: true, location: 'AVEIRO' });
  });

  it("is edited with 'Editar stand'; Cancelar on a dirty form asks, and Confirmar puts the stand back", async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    const stand = makeStand(company.uuid, { name: 'Stand Ílhavo', rowVersion: 3 });
    await db.companies.put(company);
    await db.stands.put(stand);
    const { user } = renderAdmin(`/superuser/stand-details/${stand.uuid}/`);
    await user.click(await screen.findByRole('button', { name: 'Editar stand' }, SLOW));
    const name = screen.getByLabelText(label('Nome'));
    expect(name).not.toHaveAttribute('readonly');
    await user.type(name, ' Novo');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('button', { name: 'Editar stand' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(label('Nome'))).toHaveValue('Stand Ílhavo'));
    expect(await db.outbox.count()).toBe(0);
  });

  it('asks before a dirty create form is left by the navigation bar (the shared create page)', async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    await db.companies.put(company);
    const path = `/superuser/company/${company.uuid}/stand/new`;
    const { user, history } = renderAdmin(path);
    expect(await screen.findByRole('heading', { name: 'Criar um novo stand' }, SLOW)).toBeInTheDocument();
    await user.type(screen.getByLabelText(label('Nome')), 'Stand Novo');
    await user.click(screen.getByTestId('nav-companies'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem a certeza que quer sair')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(history.location.pathname).toBe(path);
    expect(screen.getByLabelText(label('Nome'))).toHaveValue('Stand Novo');
    await user.click(screen.getByTestId('nav-companies'));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }),
    );
    await waitFor(() => expect(history.location.pathname).not.toBe(path));
    expect(await db.outbox.count()).toBe(0);
  });
});
