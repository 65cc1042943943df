/**
 * A vehicle change the server answered with 409 (design §4): the vehicle page
 * lists the fields where my change and the server's record differ, and the
 * user keeps theirs (sent again on the server's version) or takes the server's.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mirror } from '../../../src/data/db';
import { flush } from '../../../src/data/sync';
import { keepMine, queueVehicleUpdate } from '../../../src/data/writes';
import { euro, makeVehicle, renderVehicleScreens, signInWithMirror } from './render-vehicle';

vi.mock('../../../src/data/sync/engine', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/data/sync/engine')>()),
  flush: vi.fn(async () => undefined),
}));

const BEFORE = makeVehicle({ rowVersion: 3, sellerPrice: 12000, color: 'Cinzento' });
/** My change, shown optimistically in the mirror. */
const MINE = { ...BEFORE, sellerPrice: 15000, color: 'Azul' };
/** What someone else saved meanwhile: another price, the same colour as mine, another model and mileage. */
const SERVER = {
  ...BEFORE,
  rowVersion: 4,
  sellerPrice: 14000,
  color: 'Azul',
  model: 'Clio Sport',
  mileage: 90000,
  standLocation: 'ILHAVO',
};
const PAGE = `/admin/vehicle-details/${BEFORE.uuid}/`;

/**
 * My edit, queued through the real action on the vehicle as it was (BEFORE), then answered 409 with
 * the server's record, as the push leaves it.
 */
async function conflictRow(): Promise<number> {
  await mirror().vehicles.put(BEFORE);
  // An edit names the required fields too (the schema asks them of every PUT); it changed two others.
  const id = await queueVehicleUpdate({
    uuid: BEFORE.uuid,
    rowVersion: 3,
    brand: 'Renault',
    model: 'Clio',
    licensePlate: 'AA00BB',
    createdAt: '2026-01-10',
    sellerPrice: 15000,
    color: 'Azul',
  });
  const row = await mirror().outbox.where('id').equals(id).first();
  if (row?.seq === undefined) throw new Error('not queued');
  await mirror().outbox.update(row.seq, {
    state: 'conflict',
    attempts: 1,
    lastError: 'Este registo foi alterado por outra pessoa entretanto',
    serverRecord: SERVER,
  });
  return row.seq;
}

async function setUp() {
  await signInWithMirror('MANAGER');
  const seq = await conflictRow();
  // My change shows in the mirror while I decide.
  expect(await mirror().vehicles.get(BEFORE.uuid)).toEqual(MINE);
  const rendered = renderVehicleScreens(PAGE);
  const panel = await screen.findByTestId('vehicle-conflict');
  return { ...rendered, panel, seq };
}

beforeEach(() => {
  vi.mocked(flush).mockClear();
});

describe('a conflicting change of a vehicle', { timeout: 30_000 }, () => {
  it('lists the fields of my change whose value differs on the server', async () => {
    const { panel } = await setUp();
    expect(within(panel).getByText('Este veículo foi alterado por outra pessoa')).toBeInTheDocument();
    const rows = within(panel).getAllByTestId('vehicle-conflict-field');
    expect(rows.map((r) => r.getAttribute('data-field'))).toEqual(['sellerPrice']);
    expect(rows[0]).toHaveTextContent('Preço de venda');
    expect(rows[0]).toHaveTextContent(euro(15000));
    expect(rows[0]).toHaveTextContent(euro(14000));
    // Fields I did not change (mileage), only carried (model) or changed to the server's value (colour)
    // are not listed.
    expect(within(panel).queryByText('Quilómetros (km)')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Modelo')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Cor')).not.toBeInTheDocument();
  });

  it("'Aceitar a do servidor' restores the server's record and drops my change", async () => {
    const { user, panel } = await setUp();
    await user.click(within(panel).getByRole('button', { name: 'Aceitar a do servidor' }));
    await waitFor(() => expect(screen.queryByTestId('vehicle-conflict')).not.toBeInTheDocument());
    expect(await mirror().outbox.count()).toBe(0);
    const restored = await mirror().vehicles.get(BEFORE.uuid);
    expect(restored).toMatchObject({
      rowVersion: 4,
      sellerPrice: 14000,
      mileage: 90000,
      model: 'Clio Sport',
    });
    // A vehicle record, without the answer's stand location.
    expect(restored).not.toHaveProperty('standLocation');
    expect(await screen.findByText(euro(14000))).toBeInTheDocument();
  });

  it("'Manter a minha' sends my change again on the server's version", async () => {
    const { user, panel, seq } = await setUp();
    await user.click(within(panel).getByRole('button', { name: 'Manter a minha' }));
    await waitFor(() => expect(screen.queryByTestId('vehicle-conflict')).not.toBeInTheDocument());
    const row = await mirror().outbox.get(seq);
    expect(row).toMatchObject({ state: 'pending', baseVersion: 4 });
    // Sent again, it writes my changes and carries the server's model, not the one my edit started from.
    expect(row?.payload).toMatchObject({
      sellerPrice: 15000,
      color: 'Azul',
      model: 'Clio Sport',
      brand: 'Renault',
    });
    expect(row?.idempotencyKey).toBeTruthy();
    expect(flush).toHaveBeenCalled();
    expect(await mirror().vehicles.get(BEFORE.uuid)).toMatchObject({ sellerPrice: 15000 });
  });

  it('shows no panel while the change is only pending (kept from the sync panel)', async () => {
    const { seq } = await setUp();
    // The sync panel's 'keep mine': the row waits again, pending, with my change.
    await keepMine(mirror(), seq);
    await waitFor(() => expect(screen.queryByTestId('vehicle-conflict')).not.toBeInTheDocument());
    expect(await mirror().outbox.get(seq)).toMatchObject({ state: 'pending' });
    expect(await screen.findByTestId('vehicle-show')).toBeInTheDocument();
  });
});
