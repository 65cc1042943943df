/**
 * The logo (spec 01 §7: multipart field 'photo', after the company reached
 * the server): picked while offline, it is kept on the device as a queued
 * file and shows at once; and suppliers (spec 02 §2, §5, §8).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_MEDIA_PREFIX } from '../../../src/data/media/local-media';
import { SLOW, makeCompanyRecord, makeSupplier, renderAdmin, signInFresh } from './admin-fixtures';

const label = (text: string) => new RegExp(`^${text}\\*?$`);

describe('the company logo', { timeout: 20_000 }, () => {
  /** The images made from the device's bytes (jsdom has no object URLs of its own). */
  const objectUrls: Blob[] = [];
  beforeEach(() => {
    objectUrls.length = 0;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => `blob:montra/${objectUrls.push(blob) - 1}`,
      revokeObjectURL: () => undefined,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('picked with a new company offline, is queued as a file after the company and shows at once', async () => {
    const db = await signInFresh();
    const { user, history } = renderAdmin('/superuser/companies/new');
    expect(await screen.findByRole('heading', { name: 'Criar uma nova empresa' }, SLOW)).toBeInTheDocument();

    await user.type(screen.getByLabelText(label('Nome')), 'Logo Lda');
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);
    await user.upload(screen.getByTestId('logo-file'), new File([bytes], 'logo.png', { type: 'image/png' }));
    expect(screen.getByText('O logo é enviado quando voltar a estar online.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar empresa' }));
    await waitFor(() => expect(history.location.pathname).toBe('/superuser/companies'));

    // The company's creation, then the logo: a file row (name, size, type) whose bytes wait on the device.
    await waitFor(async () => expect(await db.outbox.count()).toBe(2));
    const [created, logo] = await db.outbox.orderBy('seq').toArray();
    const company = await db.companies.get(created?.targetUuid ?? '');
    expect(created).toMatchObject({ entity: 'companies', op: 'create', state: 'pending' });
    expect(logo).toMatchObject({
      entity: 'companies',
      op: 'logo',
      targetUuid: company?.uuid,
      state: 'pending',
      file: { name: 'logo.png', size: bytes.byteLength, type: 'image/png' },
    });
    const blob = await db.blobs.get(logo?.file?.blobId ?? '');
    expect(new Uint8Array(blob?.bytes ?? new ArrayBuffer(0))).toEqual(bytes);
    expect(company).toMatchObject({ name: 'Logo Lda', logo: `${LOCAL_MEDIA_PREFIX}${logo?.id}` });

    // The list shows the picked image from the device, before any upload.
    const row = (await screen.findByText('Logo Lda')).closest('[role="row"]') as HTMLElement;
    const image = await within(row).findByTestId('company-logo');
    await waitFor(() => expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:montra\//)));
    const shown = objectUrls[Number(image.getAttribute('src')?.split('/').at(-1))];
    expect(shown?.type).toBe('image/png');
    expect(new Uint8Array(await (shown as Blob).arrayBuffer())).toEqual(bytes);
  });
});

describe('suppliers', { timeout: 20_000 }, () => {
  it("are created with 'Fornecedor criado com sucesso' through one outbox row", async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    await db.companies.put(company);
    const { user } = renderAdmin(`/superuser/company/${company.uuid}/supplier/new`);

    await user.type(await screen.findByLabelText(label('Telefone'), {}, SLOW), '912 345 678');
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
