/**
 * 'Detalhes de venda' (spec 02 §2, §4): the buttons per role and state, DD-MM-YYYY dates,
 * deletion and delivery after their confirmations (back to the sold list, the vehicle back in
 * stock or delivered at once), and a refused sale shown plainly with what the seller typed,
 * discarded only by the seller.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mirror } from '../../../src/data/db';
import { queueSaleCreate } from '../../../src/data/writes';
import type { Role } from '../../../src/domain/enums';
import { SALE_MESSAGES } from '../../../src/domain/sales';
import { toaster } from '../../../src/ui/toaster';
import {
  makeSale,
  makeVehicle,
  renderSaleScreens,
  signInWithMirror,
  VEHICLE,
  vehiclePath,
} from './render-sales';

beforeEach(() => {
  toaster.remove();
});

const BUTTONS = ['sale-vehicle-details', 'sale-delete', 'sale-edit', 'sale-deliver'] as const;

async function openDetails(role: Role, availability: 'SOLD' | 'DELIVERED', own = true) {
  const signed = await signInWithMirror(role);
  await mirror().vehicles.put(makeVehicle({ availability }));
  await mirror().sales.put(
    makeSale({ sellerUuid: own ? signed.uuid : '00000000-0000-4000-8000-00000000f001' }),
  );
  const rendered = renderSaleScreens(vehiclePath('sale-details'));
  await screen.findByRole('heading', { name: 'Detalhes de venda' });
  return rendered;
}

const shown = () => BUTTONS.filter((id) => screen.queryByTestId(id) !== null);

describe('the sale details', { timeout: 30_000 }, () => {
  it.each([
    ['MANAGER', 'SOLD', false, ['sale-vehicle-details', 'sale-delete', 'sale-edit', 'sale-deliver']],
    // Delivered: final for everyone, the admin-type users too (spec 02 §4, issue 24).
    ['MANAGER', 'DELIVERED', false, ['sale-vehicle-details']],
    ['ADMIN', 'DELIVERED', false, ['sale-vehicle-details']],
    ['SELLER', 'SOLD', true, ['sale-vehicle-details', 'sale-delete', 'sale-edit']],
    ['SELLER', 'DELIVERED', true, ['sale-vehicle-details']],
    ['EDITOR1', 'SOLD', false, ['sale-vehicle-details']],
  ] as const)('%s on a %s vehicle (own sale: %s) sees %j', async (role, availability, own, buttons) => {
    await openDetails(role, availability, own);
    expect(shown()).toEqual(buttons);
  });

  it('shows the sale with DD-MM-YYYY dates and the client', async () => {
    await openDetails('MANAGER', 'SOLD');
    const view = screen.getByTestId('sale-view');
    expect(within(view).getByTestId('sale-view-general')).toHaveTextContent('01-02-2026');
    expect(within(view).getByTestId('sale-view-client')).toHaveTextContent('04-05-1980');
    expect(view).toHaveTextContent('Maria João Araújo');
    expect(screen.queryByTestId('sale-pending')).not.toBeInTheDocument();
  });

  it('shows the exact mileage of the sale (88 282 km, not rounded to 88 300)', async () => {
    await signInWithMirror('MANAGER');
    await mirror().vehicles.put(makeVehicle({ availability: 'SOLD' }));
    await mirror().sales.put(makeSale({ vehicleKilometersOnSaleDate: 88282 }));
    renderSaleScreens(vehiclePath('sale-details'));
    const general = await screen.findByTestId('sale-view-general');
    expect(general.textContent?.replace(/\s/g, ' ')).toContain('88 282 km');
    expect(general).not.toHaveTextContent('88 300');
  });

  it('deletes after confirming: the vehicle back in stock, then the sold list', async () => {
    const { user } = await openDetails('MANAGER', 'SOLD');
    await user.click(screen.getByTestId('sale-delete'));
    const dialog = await screen.findByTestId('confirm-dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/sold-vehicles'));
    expect(await mirror().sales.count()).toBe(0);
    expect((await mirror().vehicles.get(VEHICLE.uuid))?.availability).toBe('READY_FOR_SALE');
    const rows = await mirror().outbox.toArray();
    expect(rows.map((r) => `${r.entity}:${r.op}`)).toEqual(['sales:delete']);
  });

  it("delivers after 'Ao entregar o veículo, esta venda é dada como completa'", async () => {
    const { user } = await openDetails('ADMIN', 'SOLD');
    await user.click(screen.getByTestId('sale-deliver'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent(SALE_MESSAGES.deliverConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Entregar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/sold-vehicles'));
    expect((await mirror().vehicles.get(VEHICLE.uuid))?.availability).toBe('DELIVERED');
    expect((await mirror().sales.toArray())[0]?.deliverDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const rows = await mirror().outbox.toArray();
    expect(rows.map((r) => [`${r.entity}:${r.op}`, r.payload])).toEqual([
      ['vehicles:deliver', { uuid: VEHICLE.uuid, rowVersion: VEHICLE.rowVersion }],
    ]);
  });

  it("edits in edit mode and saves with 'Guardar alterações' on the sale's version", async () => {
    const { user } = await openDetails('SELLER', 'SOLD');
    await user.click(screen.getByTestId('sale-edit'));
    const name = await screen.findByLabelText(/^Nome do cliente/);
    expect(name).toHaveValue('Maria João Araújo');
    await user.clear(name);
    await user.type(name, 'Maria Araújo');
    await user.click(screen.getByTestId('sale-edit-save'));
    await waitFor(() => expect(screen.getByTestId('sale-view-client')).toHaveTextContent('NomeMaria Araújo'));
    const rows = await mirror().outbox.toArray();
    expect(rows.map((r) => [`${r.entity}:${r.op}`, r.baseVersion])).toEqual([['sales:update', 2]]);
    expect(screen.getByTestId('sale-pending')).toBeVisible();
  });

  it('shows a refused sale plainly with what the seller typed, until the seller discards it', async () => {
    await signInWithMirror('SELLER');
    await mirror().vehicles.put(VEHICLE);
    await queueSaleCreate({
      ...makeSale({ client: { ...makeSale().client, name: 'Cliente Teimoso' } }),
      uuid: '00000000-0000-4000-8000-00000005a1e9',
    } as Parameters<typeof queueSaleCreate>[0]);
    const row = (await mirror().outbox.toArray())[0]!;
    // The server answered 409: someone sold it first.
    await mirror().outbox.update(row.seq!, {
      state: 'conflict',
      lastError: SALE_MESSAGES.alreadySold,
      serverRecord: { vehicle: { ...VEHICLE, availability: 'SOLD' } },
    });

    const { user } = renderSaleScreens(vehiclePath());
    expect(await screen.findByTestId('vehicle-sale-refused')).toHaveTextContent(SALE_MESSAGES.alreadySold);
    // The button comes with the queued sale's read, which may land after the notice.
    await user.click(await screen.findByTestId('vehicle-sale-details'));
    const refused = await screen.findByTestId('sale-refused');
    expect(refused).toHaveTextContent(SALE_MESSAGES.alreadySold);
    expect(refused).toHaveTextContent('Cliente Teimoso');
    expect(shown()).toEqual(['sale-vehicle-details']);

    await user.click(within(refused).getByTestId('sale-refused-discard'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(vehiclePath()));
    expect(await mirror().outbox.count()).toBe(0);
    expect(await mirror().sales.count()).toBe(0);
    expect((await mirror().vehicles.get(VEHICLE.uuid))?.availability).toBe('READY_FOR_SALE');
  });
});
