/**
 * Users (spec 01 §2 "Create user", "User detail", §5): the form refuses an
 * empty username with 'Campo obrigatório' and queues nothing; a valid one is
 * one outbox row with the ADMIN role by default; the detail page reads
 * 'Detalhes do {username}' or 'Este user não existe', and 'Desativar'
 * queues the state change.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../src/domain/messages';
import { SLOW, makeCompanyRecord, makeStaff, renderAdmin, signInFresh } from './admin-fixtures';

const label = (text: string) => new RegExp(`^${text}\\*?$`);

describe('creating a user', { timeout: 20_000 }, () => {
  it("refuses an empty username with 'Campo obrigatório'", async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    await db.companies.put(company);
    const { user } = renderAdmin(`/superuser/company/${company.uuid}/user/new`);

    expect(
      await screen.findByRole('heading', { name: 'Criar um novo utilizador' }, SLOW),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(label('Password')), 'stand-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Criar utilizador' }));

    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(screen.getByLabelText(label('Utilizador'))).toHaveAttribute('aria-invalid', 'true');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.users.where('companyUuid').equals(company.uuid).count()).toBe(0);
  });

  it('queues one register row, role ADMIN by default, and goes to the company page', async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    await db.companies.put(company);
    const { user, history } = renderAdmin(`/superuser/company/${company.uuid}/user/new`);

    await user.type(await screen.findByLabelText(label('Utilizador'), {}, SLOW), 'Nova@Demo.pt');
    await user.type(screen.getByLabelText(label('Password')), 'curta');
    await user.click(screen.getByRole('button', { name: 'Criar utilizador' }));
    expect(await screen.findByText('A password tem de ter pelo menos 8 caracteres')).toBeInTheDocument();

    await user.type(screen.getByLabelText(label('Password')), '-e-longa');
    await user.type(screen.getByLabelText(label('Nome')), 'Nova');
    await user.click(screen.getByRole('button', { name: 'Criar utilizador' }));

    expect(await screen.findByText('Utilizador gravado com successo')).toBeInTheDocument();
    await waitFor(() =>
      expect(history.location.pathname).toBe(`/superuser/company-details/${company.uuid}/`),
    );
    const rows = await db.outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity: 'users',
      op: 'create',
      payload: {
        username: 'nova@demo.pt',
        password: 'curta-e-longa',
        role: 'ADMIN',
        isActive: true,
        companyUuid: company.uuid,
        firstName: 'Nova',
        lastName: null,
      },
    });
  });
  it("refuses a guessable password (the company's name) with the server's message and queues nothing", async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    await db.companies.put(company);
    const { user } = renderAdmin(`/superuser/company/${company.uuid}/user/new`);

    await user.type(await screen.findByLabelText(label('Utilizador'), {}, SLOW), 'joana@demo.pt');
    const companyWord = company.name.toLowerCase().replace(/[^a-z0-9]/g, '');
    await user.type(screen.getByLabelText(label('Password')), `${companyWord}1`);
    await user.click(screen.getByRole('button', { name: 'Criar utilizador' }));

    expect(await screen.findByText(MSG.passwordGuessable, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText(label('Password'))).toHaveAttribute('aria-invalid', 'true');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the user page', { timeout: 20_000 }, () => {
  it("reads 'Este user não existe' for an unknown user", async () => {
    await signInFresh();
    renderAdmin('/account/user/00000000-0000-4000-8000-00000000dead/');
    expect(await screen.findByText('Este user não existe', {}, SLOW)).toBeInTheDocument();
  });

  it("deactivates a user after a confirmation: one state row, 'Utilizador desativado com successo.', the company page", async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    const staff = makeStaff(company.uuid, { username: 'vendedor@demo.pt', role: 'SELLER', rowVersion: 2 });
    await db.companies.put(company);
    await db.users.put(staff);
    const { user, history } = renderAdmin(`/account/user/${staff.uuid}/`);

    expect(
      await screen.findByRole('heading', { name: 'Detalhes do vendedor@demo.pt' }, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByTestId('user-activation'));
    // One tap only asks: nothing is queued until the confirmation.
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Desativar utilizador');
    expect(dialog).toHaveTextContent('vendedor@demo.pt');
    expect(await db.outbox.count()).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(await db.outbox.count()).toBe(0);

    await user.click(screen.getByTestId('user-activation'));
    await user.click(await screen.findByTestId('confirm-dialog-confirm'));
    expect(await screen.findByText('Utilizador desativado com successo.')).toBeInTheDocument();
    await waitFor(() => expect(history.location.search).toBe('?tab=users'));
    expect(await db.outbox.toArray()).toMatchObject([
      {
        entity: 'users',
        op: 'changeState',
        baseVersion: 2,
        payload: { isActive: false, companyUuid: company.uuid },
      },
    ]);
  });
});
