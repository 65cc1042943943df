/**
 * The logo upload (spec 01 §7: multipart field 'photo', online, after the
 * company reached the server) and suppliers (spec 02 §2, §5, §8).
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { uploadLogoWhenSynced } from '../../../src/features/companies/actions/upload-logo';
import {
  SLOW,
  makeCompanyRecord,
  makeSupplier,
  renderAdmin,
  setOnline,
  signInFresh,
  stubApi,
} from './admin-fixtures';

vi.mock('../../../src/data/sync/engine', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/data/sync/engine')>()),
  requestFlush: vi.fn(),
  flush: vi.fn(async () => undefined),
}));

const label = (text: string) => new RegExp(`^${text}\\*?$`);
const LOGO_URL = '/api/media/logos/logo-1.webp';

describe('the company logo', { timeout: 20_000 }, () => {
  it('waits for the company to reach the server and the network, then uploads it', async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    await db.companies.put(company);
    await db.outbox.add({
      id: 'row-1',
      userUuid: '00000000-0000-4000-8000-000000000001',
      entity: 'companies',
      op: 'create',
      targetUuid: company.uuid,
      payload: {},
      previous: null,
      label: 'Nova empresa',
      createdAt: new Date().toISOString(),
      attempts: 0,
      lastError: null,
      nextAttemptAt: 0,
      state: 'pending',
    });
    const sent = stubApi(() => ({
      status: 200,
      body: { company: { ...company, logo: LOGO_URL, rowVersion: 2, financials: [] }, logo: LOGO_URL },
    }));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const done = uploadLogoWhenSynced(company.uuid, file);

    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(sent).toEqual([]);
    await db.outbox.clear();
    setOnline(true);

    await expect(done).resolves.toBe(true);
    expect(sent).toEqual([{ method: 'POST', path: `/api/companies/${company.uuid}/logo` }]);
    expect(await db.companies.get(company.uuid)).toMatchObject({ logo: LOGO_URL, rowVersion: 2 });
  });
});

describe('suppliers', { timeout: 20_000 }, () => {
  it("are created with 'Fornecedor criado com sucesso' through one outbox row", async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    await db.companies.put(company);
    const { user } = renderAdmin(`/superuser/company/${company.uuid}/supplier/new`);

    await user.type(await screen.findByLabelText(label('Telefone'), {}, SLOW), '9123456789');
    await user.type(screen.getByLabelText(label('NIF')), '12a');
    await user.click(screen.getByRole('button', { name: 'Criar fornecedor' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Precisa de ser um número')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(label('NIF')));
    await user.type(screen.getByLabelText(label('NIF')), '501234567');
    await user.type(screen.getByLabelText(label('Nome')), 'Peças Lda');
    await user.click(screen.getByText('Sim'));
    await user.click(screen.getByRole('button', { name: 'Criar fornecedor' }));

    expect(await screen.findByText('Fornecedor criado com sucesso')).toBeInTheDocument();
    expect(await db.outbox.toArray()).toMatchObject([
      {
        entity: 'suppliers',
        op: 'create',
        payload: {
          name: 'Peças Lda',
          isFrequent: true,
          phone: '912345678',
          nif: '501234567',
          companyUuid: company.uuid,
        },
      },
    ]);
  });

  it("list 'Não existem fornecedores associados a esta empresa' when there are none", async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    await db.companies.put(company);
    renderAdmin(`/superuser/company-details/${company.uuid}/?tab=suppliers`);
    expect(await screen.findByTestId('suppliers-empty', {}, SLOW)).toHaveTextContent(
      'Não existem fornecedores associados a esta empresa',
    );
  });

  it("upper-case the street when saved from the detail page, and read 'Este fornecedor não existe' when unknown", async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    const supplier = makeSupplier(company.uuid, { name: 'Peças Lda', street: 'rua velha' });
    await db.companies.put(company);
    await db.suppliers.put(supplier);
    const { user, view } = renderAdmin(`/superuser/supplier-details/${supplier.uuid}/`);

    expect(await screen.findByText('Sim', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar fornecedor' }));
    await user.clear(screen.getByLabelText(label('Morada')));
    await user.type(screen.getByLabelText(label('Morada')), 'rua nova 2');
    await user.click(screen.getByRole('button', { name: 'Guardar informação' }));
    expect(await screen.findByText('Fornecedor gravado com sucesso')).toBeInTheDocument();
    await waitFor(async () =>
      expect(await db.suppliers.get(supplier.uuid)).toMatchObject({ street: 'RUA NOVA 2' }),
    );
    view.unmount();

    renderAdmin('/superuser/supplier-details/00000000-0000-4000-8000-00000000dead/');
    expect(await screen.findByText('Este fornecedor não existe', {}, SLOW)).toBeInTheDocument();
  });
});
