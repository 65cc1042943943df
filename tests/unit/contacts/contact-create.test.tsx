/**
 * 'Novo contacto' (spec 02 §2 "Contact create and detail", §5, §6): required fields on submit,
 * trimming and space-collapsing on blur, the assignee fixed for a seller and chosen by an
 * admin, and 'Gravar' queuing the contact with its interaction, offline, then opening it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mirror } from '../../../src/data/db';
import { MSG } from '../../../src/domain/messages';
import { toaster } from '../../../src/ui/toaster';
import { fieldOf, label, ME, renderContactScreens, SELLER_RUI, signInWithMirror } from './render-contacts';

beforeEach(() => {
  toaster.remove();
});

async function openCreate(role: 'SELLER' | 'ADMIN' = 'SELLER') {
  await signInWithMirror(role);
  const rendered = renderContactScreens('/account/contacts/new');
  await screen.findByTestId('contact-create');
  return rendered;
}

describe('the new contact form', { timeout: 30_000 }, () => {
  it("says 'Campo obrigatório' on submit for the name and the status, and queues nothing", async () => {
    const { user } = await openCreate();
    await user.selectOptions(screen.getByLabelText(label('Estado')), '');
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('contact-save'));
    expect(await within(fieldOf('name')).findByText('Campo obrigatório')).toBeVisible();
    expect(within(fieldOf('status')).getByText('Campo obrigatório')).toBeVisible();
    expect(within(fieldOf('phone')).queryByText('Campo obrigatório')).not.toBeInTheDocument();
    expect(await mirror().outbox.count()).toBe(0);
    expect(await mirror().contacts.count()).toBe(0);
  });

  it('trims the text fields and collapses their repeated spaces on blur', async () => {
    const { user } = await openCreate();
    const name = screen.getByLabelText(label('Nome'));
    await user.type(name, '   Maria    da  Silva  ');
    await user.type(screen.getByLabelText(label('Concelho')), '  Ílhavo   Centro ');
    expect(name).toHaveValue('Maria da Silva');
    await user.click(screen.getByLabelText(label('Distrito')));
    expect(screen.getByLabelText(label('Concelho'))).toHaveValue('Ílhavo Centro');
    // A phone typed with spaces is kept whole (issue 24: it was cut to '912 345 6'); the save drops them.
    const phone = screen.getByLabelText(label('Telefone'));
    await user.type(phone, '912 345 678');
    expect(phone).toHaveValue('912 345 678');
  });

  it('is not offered to a role that does not write contacts', async () => {
    await signInWithMirror('WORKSHOP');
    renderContactScreens('/account/contacts/new');
    expect(await screen.findByText(MSG.pageNotFound)).toBeVisible();
    expect(screen.queryByTestId('contact-create')).not.toBeInTheDocument();
  });

  it("fixes a seller's contact to themselves: no 'Vendedor' choice", async () => {
    await openCreate('SELLER');
    expect(screen.getByTestId('contact-assignee-fixed')).toHaveValue('Ana Silva');
    expect(screen.queryByRole('combobox', { name: label('Vendedor') })).not.toBeInTheDocument();
  });

  it("lets an admin choose the assignee among the company's active users", async () => {
    const { user } = await openCreate('ADMIN');
    const select = await screen.findByRole('combobox', { name: label('Vendedor') });
    expect(select).toHaveValue(ME);
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toContain('Rui Costa');
    expect(options).not.toContain('Vera Velha');
    await user.selectOptions(select, 'Rui Costa');
    expect(select).toHaveValue(SELLER_RUI.uuid);
  });

  it('queues the contact with its interaction offline and opens it, the date shown DD/MM/YYYY', async () => {
    const { user } = await openCreate();
    await user.type(screen.getByLabelText(label('Nome')), 'Visitante Stand');
    await user.selectOptions(screen.getByLabelText(label('Origem')), 'Visita ao Stand');
    await user.click(screen.getByTestId('interaction-add'));
    const modal = await screen.findByTestId('interaction-modal');
    await user.type(within(modal).getByLabelText(label('Descrição')), 'Gostou   do Clio');
    const date = within(modal).getByLabelText(label('Data'));
    await user.clear(date);
    await user.type(date, '2026-04-05');
    await user.click(within(modal).getByTestId('interaction-save'));
    expect(await screen.findByTestId('interaction-row')).toHaveTextContent('05/04/2026');
    await user.click(screen.getByTestId('contact-save'));

    await screen.findByTestId('contact-show');
    const contacts = await mirror().contacts.toArray();
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      name: 'Visitante Stand',
      font: 'TEMPORARY_CUSTOMER',
      status: 'OPEN',
      contactUserUuid: ME,
    });
    expect(screen.getByTestId('location')).toHaveTextContent(`/admin/contacts/${contacts[0]!.uuid}`);
    const interactions = await mirror().interactions.toArray();
    expect(interactions).toMatchObject([
      { contactUuid: contacts[0]!.uuid, description: 'Gostou do Clio', date: '2026-04-05' },
    ]);
    const rows = await mirror().outbox.toArray();
    expect(rows.map((r) => `${r.entity}:${r.op}`)).toEqual(['contacts:create']);
    expect(rows[0]!.payload).toMatchObject({
      uuid: contacts[0]!.uuid,
      iteractions: [{ uuid: interactions[0]!.uuid, description: 'Gostou do Clio' }],
    });
    await waitFor(() => expect(screen.getByTestId('interaction-row')).toHaveTextContent('Gostou do Clio'));
    expect(screen.getByTestId('contact-pending')).toBeVisible();
  });

  it("queues one contact for a double click on 'Gravar'", async () => {
    const { user } = await openCreate();
    await user.type(screen.getByLabelText(label('Nome')), 'Cliente Apressado');
    await user.selectOptions(screen.getByLabelText(label('Origem')), 'Visita ao Stand');
    await user.dblClick(screen.getByTestId('contact-save'));
    await screen.findByTestId('contact-show');
    const rows = await mirror().outbox.toArray();
    expect(rows.map((r) => `${r.entity}:${r.op}`)).toEqual(['contacts:create']);
    expect(await mirror().contacts.count()).toBe(1);
  });
});
