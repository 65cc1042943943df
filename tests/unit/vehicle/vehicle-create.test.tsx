/**
 * 'Criar um novo veículo' (spec 01 §2, §5, §6): validation on submit only with
 * the schema's messages, fields by role, the live margin, the vehicle and its
 * one outbox row on a valid submit (offline alike: nothing waits on the
 * network), and the unsaved-changes dialog.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mirror } from '../../../src/data/db';
import { onWriteQueued } from '../../../src/data/sync';
import { toaster } from '../../../src/ui/toaster';
import {
  EXTRAS,
  SELLER_RUI,
  euro,
  STAND_ILHAVO,
  fieldOf,
  makeVehicle,
  renderVehicleScreens,
  signInWithMirror,
} from './render-vehicle';

// No server here: the outbox keeps the rows, and the test reads them.

const NEW_PATH = '/admin/vehicle/new';
const label = (text: string) => new RegExp(`^${text.replace(/[()]/g, '\\$&')}\\*?$`);

async function fillRequired(user: UserEvent, plate = 'aa 00 bb') {
  await screen.findByRole('option', { name: STAND_ILHAVO.name });
  await user.type(screen.getByLabelText(label('Marca')), '  Renault   ');
  await user.type(screen.getByLabelText(label('Modelo')), 'Clio');
  await user.type(screen.getByLabelText(label('Matrícula')), plate);
  await user.selectOptions(screen.getByLabelText(label('Stand')), STAND_ILHAVO.name);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Criar veículo' }));

beforeEach(() => {
  toaster.remove();
});

describe('creating a vehicle', { timeout: 30_000 }, () => {
  it('shows the required-field errors on submit only', async () => {
    await signInWithMirror('MANAGER');
    const { user } = renderVehicleScreens(NEW_PATH);
    expect(await screen.findByRole('heading', { name: 'Criar um novo veículo' })).toBeInTheDocument();

    // Typing and leaving a field validates nothing.
    await user.type(screen.getByLabelText(label('Marca')), 'x');
    await user.clear(screen.getByLabelText(label('Marca')));
    await user.tab();
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();

    await submit(user);
    for (const name of ['brand', 'model', 'licensePlate', 'standUuid']) {
      expect(await within(fieldOf(name)).findByText('Campo obrigatório')).toBeInTheDocument();
    }
    // The entry date starts as today, so it is not missing.
    expect(within(fieldOf('createdAt')).queryByText('Campo obrigatório')).not.toBeInTheDocument();

    // Fixing a field does not clear its message until the next submit.
    await user.type(screen.getByLabelText(label('Marca')), 'Renault');
    expect(within(fieldOf('brand')).getByText('Campo obrigatório')).toBeInTheDocument();
    await submit(user);
    await waitFor(() =>
      expect(within(fieldOf('brand')).queryByText('Campo obrigatório')).not.toBeInTheDocument(),
    );
    expect(await mirror().outbox.count()).toBe(0);
  });

  it('marks the required fields with an asterisk', async () => {
    await signInWithMirror('MANAGER');
    renderVehicleScreens(NEW_PATH);
    await screen.findByRole('heading', { name: 'Criar um novo veículo' });
    for (const name of ['brand', 'model', 'licensePlate', 'createdAt', 'standUuid']) {
      expect(within(fieldOf(name)).getByText('*')).toBeInTheDocument();
    }
    expect(within(fieldOf('version')).queryByText('*')).not.toBeInTheDocument();
  });

  it("refuses a plate longer than 8 with 'Só pode ter no máximo 8 digitos'", async () => {
    await signInWithMirror('MANAGER');
    const { user } = renderVehicleScreens(NEW_PATH);
    await fillRequired(user, 'AA-00-BB-1');
    await submit(user);
    expect(await within(fieldOf('licensePlate')).findByText('Só pode ter no máximo 8 digitos')).toBeVisible();
    expect(await mirror().outbox.count()).toBe(0);
  });

  it("refuses a number field holding text with 'Precisa de ser um número'", async () => {
    await signInWithMirror('MANAGER');
    const { user } = renderVehicleScreens(NEW_PATH);
    await fillRequired(user);
    await user.type(screen.getByLabelText(label('Quilómetros (km)')), '12 mil');
    await submit(user);
    expect(await within(fieldOf('mileage')).findByText('Precisa de ser um número')).toBeVisible();
  });

  it('tidies text on blur: trimmed, repeated spaces collapsed, the plate upper-cased without spaces', async () => {
    await signInWithMirror('MANAGER');
    const { user } = renderVehicleScreens(NEW_PATH);
    await user.type(screen.getByLabelText(label('Versão')), '  1.5   dCi ');
    await user.type(screen.getByLabelText(label('Matrícula')), 'aa 00 bb');
    await user.tab();
    expect(screen.getByLabelText(label('Versão'))).toHaveValue('1.5 dCi');
    expect(screen.getByLabelText(label('Matrícula'))).toHaveValue('AA00BB');
  });

  it.each([
    { role: 'MANAGER', sees: ['buyPrice', 'sellerPrice', 'retakePerson', 'iva'], hides: [] },
    { role: 'WORKSHOP', sees: ['sellerPrice', 'retakePerson'], hides: ['buyPrice', 'previewCosts'] },
    {
      role: 'EDITOR3',
      sees: ['createdAt', 'observations'],
      hides: ['buyPrice', 'sellerPrice', 'retakePerson', 'iva'],
    },
  ] as const)('shows a $role only the fields it may see', async ({ role, sees, hides }) => {
    await signInWithMirror(role);
    renderVehicleScreens(NEW_PATH);
    await screen.findByRole('heading', { name: 'Criar um novo veículo' });
    for (const name of sees) expect(fieldOf(name)).toBeInTheDocument();
    for (const name of hides) expect(document.querySelector(`[data-field="${name}"]`)).toBeNull();
    if (role !== 'MANAGER') expect(screen.queryByTestId('vehicle-margin')).not.toBeInTheDocument();
  });

  it('never sends a field the role may not see (WORKSHOP: no buy price)', async () => {
    await signInWithMirror('WORKSHOP');
    const { user } = renderVehicleScreens(NEW_PATH);
    await fillRequired(user);
    await submit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/vehicle-details/'));
    const [row] = await mirror().outbox.toArray();
    expect(row?.payload).not.toHaveProperty('buyPrice');
    expect(row?.payload).not.toHaveProperty('previewCosts');
    expect(row?.payload).toHaveProperty('sellerPrice', null);
  });

  it('shows the margin live, red when negative', async () => {
    await signInWithMirror('MANAGER');
    const { user } = renderVehicleScreens(NEW_PATH);
    const shown = await screen.findByTestId('vehicle-margin');
    expect(shown).toHaveTextContent('—');

    await user.type(screen.getByLabelText(label('Preço de compra')), '10000');
    await user.type(screen.getByLabelText(label('Preço de venda')), '9500,5');
    await waitFor(() => expect(shown).toHaveTextContent(euro(-499.5)));
    expect(shown).toHaveAttribute('data-negative', 'true');

    await user.clear(screen.getByLabelText(label('Preço de venda')));
    await user.type(screen.getByLabelText(label('Preço de venda')), '12000');
    await waitFor(() => expect(shown).toHaveTextContent(euro(2000)));
    expect(shown).toHaveAttribute('data-negative', 'false');
  });

  it('offers as trade-in seller the company users but admin, managers and inactive users', async () => {
    await signInWithMirror('MANAGER');
    renderVehicleScreens(NEW_PATH);
    // The select mounts again once the users are read: look it up each time.
    const select = () => screen.getByLabelText(label('Vendedor da retoma'));
    await waitFor(() =>
      expect(within(select()).getByRole('option', { name: 'Rui Costa' })).toBeInTheDocument(),
    );
    const names = within(select())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).not.toContain('Conta Admin');
    expect(names).not.toContain('Gil Gestor');
    expect(names).not.toContain('Vera Velha');
  });

  it('offers the active stands only', async () => {
    await signInWithMirror('MANAGER');
    renderVehicleScreens(NEW_PATH);
    const select = () => screen.getByLabelText(label('Stand'));
    await waitFor(() =>
      expect(within(select()).getByRole('option', { name: 'Stand Ílhavo' })).toBeInTheDocument(),
    );
    expect(within(select()).queryByRole('option', { name: 'Stand Antigo' })).not.toBeInTheDocument();
  });

  it('writes the vehicle to the mirror with one vehicles:create row, and opens its page', async () => {
    await signInWithMirror('MANAGER');
    // The engine flushes on every queued write it is told of.
    const queued = vi.fn();
    const stopListening = onWriteQueued(queued);
    onTestFinished(() => {
      stopListening();
    });
    const { user } = renderVehicleScreens(NEW_PATH);
    await fillRequired(user);
    await user.type(screen.getByLabelText(label('Preço de venda')), '12.500,50');
    await user.selectOptions(screen.getByLabelText(label('Vendedor da retoma')), 'Rui Costa');
    await user.click(await screen.findByRole('checkbox', { name: 'GPS' }));
    await user.click(screen.getByRole('checkbox', { name: 'ABS' }));
    await submit(user);

    // Offline: kept on the device and sent later.
    expect(
      await screen.findByText('Guardado no dispositivo; será enviado quando houver rede.'),
    ).toBeInTheDocument();
    const rows = await mirror().outbox.toArray();
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ entity: 'vehicles', op: 'create', state: 'pending' });
    expect(row.baseVersion).toBeUndefined();
    const payload = row.payload as Record<string, unknown>;
    expect(payload.uuid).toBe(row.targetUuid);
    expect(payload).toMatchObject({
      brand: 'Renault',
      model: 'Clio',
      licensePlate: 'AA00BB',
      standUuid: STAND_ILHAVO.uuid,
      sellerPrice: 12500.5,
      retakePerson: SELLER_RUI.uuid,
      availability: 'VERIFYING',
    });
    expect(payload.vehicleExtras).toEqual([EXTRAS[1]!.description, EXTRAS[2]!.description]);
    expect(payload).not.toHaveProperty('costs');
    expect(queued).toHaveBeenCalledTimes(1);

    const vehicle = await mirror().vehicles.get(row.targetUuid);
    expect(vehicle).toMatchObject({ brand: 'Renault', licensePlate: 'AA00BB', rowVersion: 0 });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/admin/vehicle-details/${row.targetUuid}/`),
    );
    // The page opens from the mirror at once, before any answer from the server.
    expect(await screen.findByTestId('vehicle-show')).toBeInTheDocument();
  });

  it('sends the costs entered in the form with the vehicle', async () => {
    await signInWithMirror('MANAGER');
    const { user } = renderVehicleScreens(NEW_PATH);
    await fillRequired(user);
    await user.type(screen.getByLabelText(label('Preço de compra')), '1000');
    await user.type(screen.getByLabelText(label('Preço de venda')), '1200');
    await user.click(screen.getByTestId('cost-add'));
    const modal = await screen.findByTestId('cost-modal');
    await user.selectOptions(within(modal).getByRole('combobox'), 'MECHANIC');
    await user.type(within(modal).getByLabelText(/^Valor/), '250,5');
    await user.type(within(modal).getByLabelText('Descrição'), 'Pneus');
    await user.click(within(modal).getByTestId('cost-save'));
    await waitFor(() => expect(screen.queryByTestId('cost-modal')).not.toBeInTheDocument());

    // Saving the cost saved only the cost: the vehicle waits for 'Criar veículo'.
    expect(await mirror().outbox.count()).toBe(0);
    expect(screen.getAllByTestId('form-cost-row')).toHaveLength(1);
    expect(screen.getByTestId('vehicle-margin')).toHaveTextContent(euro(-50.5));

    await submit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/vehicle-details/'));
    const [row] = await mirror().outbox.toArray();
    const costs = (row?.payload as { costs: { uuid: string; value: number }[] }).costs;
    expect(costs).toHaveLength(1);
    expect(costs[0]).toMatchObject({ costType: 'MECHANIC', value: 250.5, description: 'Pneus' });
    expect(await mirror().costs.get(costs[0]!.uuid)).toMatchObject({
      vehicleUuid: row?.targetUuid,
      value: 250.5,
    });
  });

  it("asks 'Tem a certeza que quer sair' when cancelling a dirty form", async () => {
    await signInWithMirror('MANAGER');
    const { user } = renderVehicleScreens(NEW_PATH);
    await user.type(await screen.findByLabelText(label('Marca')), 'Renault');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem a certeza que quer sair')).toBeInTheDocument();
    expect(within(dialog).getByText('Vai perder toda a informação que modificou')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText(label('Marca'))).toHaveValue('Renault');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/vehicles'));
    expect(await mirror().outbox.count()).toBe(0);
  });

  it('leaves an untouched form without asking', async () => {
    await signInWithMirror('MANAGER');
    const { user } = renderVehicleScreens(NEW_PATH);
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/vehicles'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("asks 'Já existe um veículo com esta matrícula' before creating a second vehicle with a plate in stock", async () => {
    await signInWithMirror('MANAGER');
    await mirror().vehicles.put(makeVehicle({ licensePlate: 'AA00BB', brand: 'Peugeot', model: '208' }));
    const { user } = renderVehicleScreens(NEW_PATH);
    await fillRequired(user, 'aa-00 bb');
    await submit(user);

    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Já existe um veículo com esta matrícula')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Peugeot 208');
    expect(await mirror().outbox.count()).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await mirror().outbox.count()).toBe(0);
    expect(screen.getByTestId('location')).toHaveTextContent(NEW_PATH);

    await submit(user);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Criar veículo' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/vehicle-details/'));
    expect(await mirror().outbox.count()).toBe(1);
    expect(await mirror().vehicles.count()).toBe(2);
  });

  it('creates a vehicle without asking when its plate is only on a sold vehicle', async () => {
    await signInWithMirror('MANAGER');
    await mirror().vehicles.put(makeVehicle({ licensePlate: 'AA00BB', availability: 'SOLD' }));
    const { user } = renderVehicleScreens(NEW_PATH);
    await fillRequired(user);
    await submit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/vehicle-details/'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("asks before the header's back arrow leaves a dirty form", async () => {
    await signInWithMirror('MANAGER');
    const { user, history } = renderVehicleScreens(NEW_PATH, '/admin/vehicles');
    await user.type(await screen.findByLabelText(label('Marca')), 'Renault');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem a certeza que quer sair')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(history.location.pathname).toBe(NEW_PATH);

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/vehicles'));
    expect(await mirror().outbox.count()).toBe(0);
  });
});
