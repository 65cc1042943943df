/**
 * The supplier of a vehicle (spec 02 §2 "Supplier on a vehicle", §4, §5): the
 * modal's 'É frequente?' — Sim picks a frequent supplier that fills the
 * fields, Não resets them for manual entry (checked with the supplier schema)
 * and creates the supplier before the vehicle points at it; one supplier per
 * vehicle ('Adicionar fornecedor' disabled, 'Remover' detaches); the roles
 * of 'vehicle.supplier.write'.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mirror } from '../../../src/data/db';
import type { Supplier, Vehicle } from '../../../src/domain/entities';
import type { Role } from '../../../src/domain/enums';
import { MSG } from '../../../src/domain/messages';
import { SUPPLIER_MESSAGES } from '../../../src/domain/schemas/suppliers';
import { toaster } from '../../../src/ui/toaster';
import { makeVehicle, renderVehicleScreens, signInWithMirror } from './render-vehicle';

const REQUIRED = { brand: 'Renault', model: 'Clio', licensePlate: 'AA00BB', createdAt: '2026-01-10' };
const STAMP = { rowVersion: 1, updatedAt: '2026-01-01T00:00:00.000Z' };

function supplier(overrides: Partial<Supplier>): Supplier {
  return {
    uuid: '00000000-0000-4000-8000-0000000005a1',
    companyUuid: makeVehicle().companyUuid,
    isFrequent: true,
    name: 'Leilões Centro Lda',
    street: 'RUA DAS FLORES 12',
    parish: 'Glória',
    county: 'Aveiro',
    district: 'Aveiro',
    phone: '234000111',
    email: 'geral@leiloescentro.pt',
    nif: '509876543',
    notes: null,
    ...STAMP,
    ...overrides,
  };
}
const LEILOES = supplier({});
const IMPORT = supplier({ uuid: '00000000-0000-4000-8000-0000000005a2', name: 'ImportAuto Europa' });
const OCCASIONAL = supplier({
  uuid: '00000000-0000-4000-8000-0000000005a3',
  name: 'Particular',
  isFrequent: false,
});
const OTHER_COMPANY = supplier({
  uuid: '00000000-0000-4000-8000-0000000005a4',
  name: 'Norte Trade',
  companyUuid: '00000000-0000-4000-8000-0000000000c2',
});

beforeEach(() => {
  toaster.remove();
});

async function openPage(role: Role, overrides: Partial<Vehicle> = {}) {
  await signInWithMirror(role);
  const vehicle = makeVehicle(overrides);
  await mirror().vehicles.put(vehicle);
  await mirror().suppliers.bulkPut([LEILOES, IMPORT, OCCASIONAL, OTHER_COMPANY]);
  const rendered = renderVehicleScreens(`/admin/vehicle-details/${vehicle.uuid}/`);
  await screen.findByTestId('vehicle-supplier');
  return { ...rendered, vehicle };
}

const modal = () => screen.getByTestId('supplier-modal');
const input = (name: string) => modal().querySelector<HTMLInputElement>(`input[data-field="${name}"]`)!;

async function openModal(user: Awaited<ReturnType<typeof openPage>>['user']) {
  await user.click(screen.getByTestId('supplier-add'));
  await screen.findByTestId('supplier-modal');
}

describe("the vehicle's supplier", { timeout: 30_000 }, () => {
  it('Sim offers the frequent suppliers of the company; the one picked fills the fields', async () => {
    const { user, vehicle } = await openPage('MANAGER');
    expect(screen.getByTestId('vehicle-supplier')).toHaveTextContent('Sem fornecedor');
    await openModal(user);
    expect(screen.getByTestId('supplier-save')).toBeDisabled();
    await user.click(within(modal()).getByText('Sim'));
    const pick = await within(modal()).findByTestId('supplier-pick');
    const options = within(pick)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Escolha…', 'ImportAuto Europa', 'Leilões Centro Lda']);
    await user.selectOptions(pick, LEILOES.uuid);
    await waitFor(() => expect(input('name')).toHaveValue('Leilões Centro Lda'));
    expect(input('phone')).toHaveValue('234000111');
    expect(input('nif')).toHaveValue('509876543');
    expect(input('name')).toHaveAttribute('readonly');
    await user.type(within(modal()).getByTestId('supplier-notes'), 'Comprado em leilão');
    await user.click(screen.getByTestId('supplier-save'));
    // Save is held for a second after a submit (spec 02 §4).
    expect(screen.getByTestId('supplier-save')).toBeDisabled();
    await waitFor(() => expect(screen.queryByTestId('supplier-modal')).not.toBeInTheDocument());

    const rows = await mirror().outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ entity: 'vehicles', op: 'update' });
    expect(rows[0]?.payload).toEqual({
      uuid: vehicle.uuid,
      rowVersion: 4,
      ...REQUIRED,
      supplierUuid: LEILOES.uuid,
      supplierNotes: 'Comprado em leilão',
    });
    const panel = screen.getByTestId('vehicle-supplier');
    await waitFor(() => expect(panel).toHaveTextContent('Leilões Centro Lda'));
    expect(panel).toHaveTextContent('Comprado em leilão');
    // One supplier per vehicle.
    expect(screen.getByTestId('supplier-add')).toBeDisabled();
  });

  it('Sim without a choice asks for one', async () => {
    const { user } = await openPage('ADMIN');
    await openModal(user);
    await user.click(within(modal()).getByText('Sim'));
    await user.click(screen.getByTestId('supplier-save'));
    expect(await within(modal()).findByText(MSG.required)).toBeInTheDocument();
    expect(await mirror().outbox.count()).toBe(0);
  });

  it('Não resets the fields; a typed supplier is created, then attached, both queued', async () => {
    const { user, vehicle } = await openPage('EDITOR1');
    await openModal(user);
    await user.click(within(modal()).getByText('Sim'));
    await user.selectOptions(await within(modal()).findByTestId('supplier-pick'), IMPORT.uuid);
    await waitFor(() => expect(input('name')).toHaveValue('ImportAuto Europa'));
    await user.click(within(modal()).getByText('Não'));
    await waitFor(() => expect(input('name')).toHaveValue(''));
    expect(input('phone')).toHaveValue('');
    expect(input('name')).not.toHaveAttribute('readonly');
    expect(within(modal()).queryByTestId('supplier-pick')).not.toBeInTheDocument();

    // The supplier schema: name required, phone at most 9, NIF digits.
    await user.type(input('nif'), '12A');
    await user.click(screen.getByTestId('supplier-save'));
    expect(await within(modal()).findByText(MSG.required)).toBeInTheDocument();
    expect(within(modal()).getByText(MSG.mustBeNumber)).toBeInTheDocument();
    expect(await mirror().outbox.count()).toBe(0);

    await user.type(input('name'), 'Auto Silva');
    await user.clear(input('nif'));
    await user.type(input('nif'), '501234567');
    // Typed with spaces, as people write it: kept whole in the box, stored as nine digits.
    await user.type(input('phone'), '912 345 678');
    expect(input('phone')).toHaveValue('912 345 678');
    await waitFor(() => expect(screen.getByTestId('supplier-save')).toBeEnabled());
    await user.click(screen.getByTestId('supplier-save'));
    await waitFor(() => expect(screen.queryByTestId('supplier-modal')).not.toBeInTheDocument());

    const rows = await mirror().outbox.orderBy('seq').toArray();
    expect(rows.map((r) => `${r.entity}:${r.op}`)).toEqual(['suppliers:create', 'vehicles:update']);
    const created = rows[0]?.payload as Supplier;
    expect(created).toMatchObject({
      companyUuid: vehicle.companyUuid,
      name: 'Auto Silva',
      isFrequent: false,
      phone: '912345678',
      nif: '501234567',
    });
    expect(rows[1]?.payload).toEqual({
      uuid: vehicle.uuid,
      rowVersion: 4,
      ...REQUIRED,
      supplierUuid: created.uuid,
      supplierNotes: null,
    });
    expect(await mirror().suppliers.get(created.uuid)).toMatchObject({ name: 'Auto Silva' });
    await waitFor(() => expect(screen.getByTestId('vehicle-supplier')).toHaveTextContent('Auto Silva'));
  });

  it("a phone of more than 9 characters pasted in is refused with the schema's message", async () => {
    const { user } = await openPage('MANAGER');
    await openModal(user);
    await user.click(within(modal()).getByText('Não'));
    await user.type(input('name'), 'X');
    // maxLength stops typing; a value set otherwise still meets the schema.
    input('phone').removeAttribute('maxlength');
    await user.type(input('phone'), '1234567890');
    await user.click(screen.getByTestId('supplier-save'));
    expect(await within(modal()).findByText(SUPPLIER_MESSAGES.phoneTooLong)).toBeInTheDocument();
  });

  it("with a supplier, 'Adicionar fornecedor' is disabled and 'Remover' detaches it after asking", async () => {
    const { user, vehicle } = await openPage('MANAGER', {
      supplierUuid: LEILOES.uuid,
      supplierNotes: 'Nota',
    });
    const panel = screen.getByTestId('vehicle-supplier');
    await waitFor(() => expect(panel).toHaveTextContent('Leilões Centro Lda'));
    expect(panel).toHaveTextContent('Nota');
    expect(screen.getByTestId('supplier-add')).toBeDisabled();
    await user.click(screen.getByTestId('supplier-remove'));
    await user.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Remover' }),
    );
    await waitFor(() => expect(screen.getByTestId('vehicle-supplier')).toHaveTextContent('Sem fornecedor'));
    expect(screen.getByTestId('supplier-add')).toBeEnabled();
    const [row] = await mirror().outbox.toArray();
    expect(row?.payload).toEqual({
      uuid: vehicle.uuid,
      rowVersion: 4,
      ...REQUIRED,
      supplierUuid: null,
      supplierNotes: null,
    });
  });

  it('WORKSHOP reads the supplier but may not change it', async () => {
    await openPage('WORKSHOP', { supplierUuid: LEILOES.uuid });
    await waitFor(() =>
      expect(screen.getByTestId('vehicle-supplier')).toHaveTextContent('Leilões Centro Lda'),
    );
    expect(screen.queryByTestId('supplier-add')).not.toBeInTheDocument();
    expect(screen.queryByTestId('supplier-remove')).not.toBeInTheDocument();
  });

  it('a SELLER, who does not read suppliers, has no supplier section', async () => {
    await signInWithMirror('SELLER');
    const vehicle = makeVehicle();
    await mirror().vehicles.put(vehicle);
    renderVehicleScreens(`/admin/vehicle-details/${vehicle.uuid}/`);
    await screen.findByTestId('vehicle-publication');
    expect(screen.queryByTestId('vehicle-supplier')).not.toBeInTheDocument();
  });
});
