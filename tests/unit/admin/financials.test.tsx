/**
 * Financing companies (spec 01 §4, §5 "Financial"): the modal requires name
 * and code, closes after submit (the new financial is one outbox row), and
 * its save button stays disabled for 1 s after a submit.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../src/app/providers';
import { FinancialModal } from '../../../src/features/financials/financial-modal';
import { SLOW, makeCompanyRecord, makeFinancial, renderAdmin, signInFresh } from './admin-fixtures';

const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}\\*?$`);

describe('the financial modal', { timeout: 20_000 }, () => {
  it('requires name and code, closes after submit and queues the new financial', async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    await db.companies.put(company);
    await db.financials.put(makeFinancial(company.uuid, { name: 'Cetelem', code: 'BNPAPTPL' }));
    const { user } = renderAdmin(`/superuser/company-details/${company.uuid}/`);

    await user.click(await screen.findByRole('button', { name: 'Adicionar financeira' }, SLOW));
    let modal = await screen.findByTestId('financial-modal');
    await user.click(within(modal).getByTestId('financial-save'));
    expect(await within(modal).findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(within(modal).getByTestId('financial-save')).toBeEnabled();

    await user.type(within(modal).getByLabelText(label('Nome')), 'Banco Credibom');
    await user.type(within(modal).getByLabelText(label('Código (BIC)')), 'CRBOPTPL');
    await user.click(within(modal).getByTestId('financial-save'));

    await waitFor(() => expect(screen.queryByTestId('financial-modal')).not.toBeInTheDocument());
    expect(await screen.findByText('Banco Credibom')).toBeInTheDocument();
    expect(await db.outbox.toArray()).toMatchObject([
      {
        entity: 'financials',
        op: 'create',
        payload: { companyUuid: company.uuid, name: 'Banco Credibom', code: 'CRBOPTPL' },
      },
    ]);

    // Opened again: empty fields, and a save button that is enabled again once the second is over.
    await user.click(screen.getByRole('button', { name: 'Adicionar financeira' }));
    modal = await screen.findByTestId('financial-modal');
    expect(within(modal).getByLabelText(label('Nome'))).toHaveValue('');
    await waitFor(() => expect(within(modal).getByTestId('financial-save')).toBeEnabled(), { timeout: 2000 });
  });
});

describe('the financial modal save button', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stays disabled for 1 s after a submit, then is enabled again', async () => {
    const onSave = vi.fn(() => new Promise<void>(() => undefined));
    render(
      <Providers>
        <FinancialModal open financial={null} onClose={() => undefined} onSave={onSave} />
      </Providers>,
    );
    const user = userEvent.setup();
    const modal = await screen.findByTestId('financial-modal');
    await user.type(within(modal).getByLabelText(label('Nome')), 'Banco Credibom');
    await user.type(within(modal).getByLabelText(label('Código (BIC)')), 'CRBOPTPL');
    const save = within(modal).getByTestId('financial-save');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // No waitFor while setTimeout is fake (it waits on one): the submit settles in microtasks.
    await act(async () => {
      fireEvent.click(save);
      for (let i = 0; i < 20 && onSave.mock.calls.length === 0; i += 1) await Promise.resolve();
    });
    expect(onSave).toHaveBeenCalledWith({ name: 'Banco Credibom', code: 'CRBOPTPL' });
    expect(save).toBeDisabled();
    act(() => vi.advanceTimersByTime(999));
    expect(save).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(save).toBeEnabled();
  });
});
