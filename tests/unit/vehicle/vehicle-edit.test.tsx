/**
 * Edit mode of the vehicle page (spec 01 §4, spec 02 §2): 'Editar vehículo'
 * for the roles that update vehicles, the form filled with the vehicle,
 * 'Guardar informação' queues only what changed on the vehicle's rowVersion
 * and returns to view mode, 'Cancelar' on a dirty form asks first.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mirror } from '../../../src/data/db';
import { onWriteQueued } from '../../../src/data/sync';
import { useSyncStore } from '../../../src/data/sync';
import { CONFLICT_TITLE } from '../../../src/features/vehicle/vehicle-conflict';
import { toaster } from '../../../src/ui/toaster';
import {
  fieldOf,
  makeCost,
  makeVehicle,
  renderVehicleScreens,
  SELLER_RUI,
  signInWithMirror,
  STAND_ILHAVO,
} from './render-vehicle';

const VEHICLE = makeVehicle({ retakePerson: SELLER_RUI.uuid });
const PAGE = `/admin/vehicle-details/${VEHICLE.uuid}/`;
const label = (text: string) => new RegExp(`^${text}\\*?$`);
/** The fields every PUT names, as the vehicle has them. */
const REQUIRED = { brand: 'Renault', model: 'Clio', licensePlate: 'AA00BB', createdAt: '2026-01-10' };

beforeEach(() => {
  toaster.remove();
});

async function openEdit(role: 'MANAGER' | 'WORKSHOP' = 'MANAGER', from?: string) {
  await signInWithMirror(role);
  await mirror().vehicles.put(VEHICLE);
  await mirror().costs.put(makeCost());
  const rendered = renderVehicleScreens(PAGE, from);
  await rendered.user.click(await screen.findByTestId('vehicle-edit'));
  await screen.findByTestId('vehicle-edit-mode');
  return rendered;
}

describe('editing a vehicle', { timeout: 30_000 }, () => {
  it("offers 'Editar vehículo' only to the roles that update vehicles", async () => {
    await signInWithMirror('SELLER');
    await mirror().vehicles.put(VEHICLE);
    renderVehicleScreens(PAGE);
    await screen.findByTestId('vehicle-show');
    expect(screen.queryByTestId('vehicle-edit')).not.toBeInTheDocument();
  });

  it('fills the form with the vehicle as it is', async () => {
    await openEdit();
    expect(screen.queryByTestId('vehicle-edit')).not.toBeInTheDocument();
    expect(screen.getByTestId('vehicle-save')).toHaveTextContent('Guardar informação');
    expect(screen.getByLabelText(label('Marca'))).toHaveValue('Renault');
    expect(screen.getByLabelText(label('Matrícula'))).toHaveValue('AA00BB');
    expect(screen.getByLabelText(label('Preço de venda'))).toHaveValue('12000');
    expect(screen.getByLabelText(label('Disponibilidade'))).toHaveValue('READY_FOR_SALE');
    // Options read from the mirror after the form opened still show the vehicle's choice.
    await waitFor(() => expect(screen.getByLabelText(label('Stand'))).toHaveValue(STAND_ILHAVO.uuid));
    await waitFor(() =>
      expect(screen.getByLabelText(label('Vendedor da retoma'))).toHaveValue(SELLER_RUI.uuid),
    );
    expect(await screen.findByRole('checkbox', { name: 'GPS' })).toBeChecked();
    expect(screen.getAllByTestId('form-cost-row')).toHaveLength(1);
    expect(screen.getByTestId('vehicle-margin')).toHaveAttribute('data-negative', 'false');
  });

  it('saves only the changed fields on the rowVersion the edit started from, and returns to view mode', async () => {
    const { user } = await openEdit();
    // The engine flushes on every queued write it is told of.
    const queued = vi.fn();
    const stopListening = onWriteQueued(queued);
    onTestFinished(() => {
      stopListening();
    });
    const price = screen.getByLabelText(label('Preço de venda'));
    await user.clear(price);
    await user.type(price, '13500');
    await user.click(await screen.findByRole('checkbox', { name: 'ABS' }));
    await user.click(screen.getByTestId('vehicle-save'));

    // Offline: kept on the device, not yet saved on the server.
    expect(
      await screen.findByText('Guardado no dispositivo; será enviado quando houver rede.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Veículo gravado com successo')).not.toBeInTheDocument();
    expect(await screen.findByTestId('vehicle-edit')).toBeInTheDocument();
    expect(screen.queryByTestId('vehicle-edit-mode')).not.toBeInTheDocument();

    const rows = await mirror().outbox.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity: 'vehicles',
      op: 'update',
      targetUuid: VEHICLE.uuid,
      baseVersion: 4,
    });
    expect(rows[0]?.payload).toEqual({
      uuid: VEHICLE.uuid,
      rowVersion: 4,
      ...REQUIRED,
      sellerPrice: 13500,
      vehicleExtras: ['Sistema de navegação GPS', 'Travagem ABS'],
    });
    expect(queued).toHaveBeenCalledTimes(1);
    // The page shows the change at once.
    expect(await mirror().vehicles.get(VEHICLE.uuid)).toMatchObject({ sellerPrice: 13500, rowVersion: 4 });
  });

  it('sends a removed cost in deletedCosts', async () => {
    const { user } = await openEdit();
    await user.click(screen.getByTestId('form-cost-delete'));
    // Removing asks first: Cancelar keeps the cost, Eliminar removes it.
    await user.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Cancelar' }),
    );
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('form-cost-row')).toHaveLength(1);
    await user.click(screen.getByTestId('form-cost-delete'));
    await user.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() => expect(screen.queryByTestId('form-cost-row')).not.toBeInTheDocument());
    await user.click(screen.getByTestId('vehicle-save'));
    await screen.findByTestId('vehicle-edit');
    const [row] = await mirror().outbox.toArray();
    expect(row?.payload).toEqual({
      uuid: VEHICLE.uuid,
      rowVersion: 4,
      ...REQUIRED,
      deletedCosts: [makeCost().uuid],
    });
    expect(await mirror().costs.count()).toBe(0);
  });

  it('queues nothing when nothing changed', async () => {
    const { user } = await openEdit();
    await user.click(screen.getByTestId('vehicle-save'));
    await screen.findByTestId('vehicle-edit');
    expect(await mirror().outbox.count()).toBe(0);
  });

  it('validates on submit with the schema messages', async () => {
    const { user } = await openEdit();
    await user.clear(screen.getByLabelText(label('Modelo')));
    await user.tab();
    expect(screen.queryByText('Campo obrigatório')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('vehicle-save'));
    expect(await within(fieldOf('model')).findByText('Campo obrigatório')).toBeInTheDocument();
    expect(screen.getByTestId('vehicle-edit-mode')).toBeInTheDocument();
    expect(await mirror().outbox.count()).toBe(0);
  });

  it("asks 'Tem a certeza que quer sair' when cancelling a dirty edit, and keeps the vehicle as it was", async () => {
    const { user } = await openEdit();
    await user.type(screen.getByLabelText(label('Cor')), ' escuro');
    await user.click(screen.getByTestId('vehicle-cancel'));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem a certeza que quer sair')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByTestId('vehicle-edit')).toBeInTheDocument();
    expect(await mirror().outbox.count()).toBe(0);
    expect((await mirror().vehicles.get(VEHICLE.uuid))?.color).toBe('Cinzento');
  });

  it('leaves an untouched edit without asking', async () => {
    const { user } = await openEdit();
    await user.click(screen.getByTestId('vehicle-cancel'));
    expect(await screen.findByTestId('vehicle-edit')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a sold vehicle its availability without letting the form change it', async () => {
    await signInWithMirror('MANAGER');
    await mirror().vehicles.put({ ...VEHICLE, availability: 'SOLD' });
    const { user } = renderVehicleScreens(PAGE);
    await user.click(await screen.findByTestId('vehicle-edit'));
    const availability = await screen.findByLabelText('Disponibilidade');
    expect(availability).toBeDisabled();
    expect(availability).toHaveValue('SOLD');
    await user.type(screen.getByLabelText(label('Cor')), ' escuro');
    await user.click(screen.getByTestId('vehicle-save'));
    await screen.findByTestId('vehicle-edit');
    const [row] = await mirror().outbox.toArray();
    expect(row?.payload).toEqual({
      uuid: VEHICLE.uuid,
      rowVersion: 4,
      ...REQUIRED,
      color: 'Cinzento escuro',
    });
    expect((await mirror().vehicles.get(VEHICLE.uuid))?.availability).toBe('SOLD');
  });

  it("online, says 'Veículo gravado com successo' only once the server took the change", async () => {
    const { user } = await openEdit();
    useSyncStore.setState({ online: true });
    await user.type(screen.getByLabelText(label('Cor')), ' escuro');
    await user.click(screen.getByTestId('vehicle-save'));
    expect(await screen.findByTestId('vehicle-edit')).toBeInTheDocument();
    const [row] = await mirror().outbox.toArray();
    expect(screen.queryByText('Veículo gravado com successo')).not.toBeInTheDocument();
    // The push took it: the row leaves the queue.
    await mirror().outbox.delete(row!.seq!);
    expect(await screen.findByText('Veículo gravado com successo')).toBeInTheDocument();
  });

  it('online, a save answered 409 shows the conflict panel and no success toast', async () => {
    const { user } = await openEdit();
    useSyncStore.setState({ online: true });
    await user.type(screen.getByLabelText(label('Cor')), ' escuro');
    await user.click(screen.getByTestId('vehicle-save'));
    expect(await screen.findByTestId('vehicle-edit')).toBeInTheDocument();
    const [row] = await mirror().outbox.toArray();
    // The push was answered 409: someone saved the vehicle since.
    await mirror().outbox.update(row!.seq!, {
      state: 'conflict',
      serverRecord: { ...VEHICLE, rowVersion: 5, color: 'Azul' },
    });
    expect(await screen.findByText(CONFLICT_TITLE)).toBeInTheDocument();
    await waitFor(async () => expect((await mirror().outbox.toArray())[0]?.state).toBe('conflict'));
    expect(screen.queryByText('Veículo gravado com successo')).not.toBeInTheDocument();
  });

  it("asks before the header's back arrow leaves a dirty edit", async () => {
    const { user, history } = await openEdit('MANAGER', '/admin/vehicles');
    await user.type(screen.getByLabelText(label('Cor')), ' escuro');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem a certeza que quer sair')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(history.location.pathname).toBe(PAGE);
    expect(screen.getByLabelText(label('Cor'))).toHaveValue('Cinzento escuro');
  });
});
