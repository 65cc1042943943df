/**
 * The files section of the vehicle page (spec 02 §2, §5): a manager adds a file
 * through the modal — Save disabled until a description and a file, and for
 * 1 s after the submit — and it shows at once, queued; a seller sees and opens
 * the files but has no add, edit or delete.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mirror } from '../../../src/data/db';
import type { VehicleFile } from '../../../src/domain/entities';
import { FILES_PANEL } from '../../../src/features/media';
import { VehicleShow } from '../../../src/features/vehicle';
import { makeVehicle, signInWithMirror } from '../vehicle/render-vehicle';
import { renderWithRouter } from '../support/render-with-router';

const VEHICLE = makeVehicle({ licensePlate: 'AB-12-CD' });
const FILE: VehicleFile = {
  uuid: '5b7f0d52-93f4-4d7e-9a53-0f7d1f0e1a11',
  vehicleUuid: VEHICLE.uuid,
  companyUuid: VEHICLE.companyUuid,
  url: '/api/media/c/x/v/y/files/a-b.pdf',
  description: 'Inspeção periódica',
  orderNum: 1,
  createdAt: '2026-01-01T10:00:00.000Z',
  rowVersion: 1,
  updatedAt: '2026-01-01T10:00:00.000Z',
};

async function renderPage(role: 'MANAGER' | 'SELLER') {
  await signInWithMirror(role);
  await mirror().vehicles.put(VEHICLE);
  await mirror().files.put(FILE);
  renderWithRouter(
    [{ path: '/admin/vehicle-details/:vehicleId/*', element: <VehicleShow panels={[FILES_PANEL]} /> }],
    { initialEntries: [`/admin/vehicle-details/${VEHICLE.uuid}/`] },
  );
  await waitFor(() => expect(document.querySelector('[data-panel="files"]')).not.toBeNull());
  await screen.findByText(FILE.description);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the files section', { timeout: 30_000 }, () => {
  it('lets a manager add a file once a description and a file are given', async () => {
    await renderPage('MANAGER');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('file-add'));
    const modal = await screen.findByTestId('file-modal');
    const save = within(modal).getByTestId('file-save');
    expect(save).toBeDisabled();

    await user.type(within(modal).getByTestId('file-description'), 'Livrete');
    expect(save).toBeDisabled();
    const pdf = new File(['%PDF-1.4\n%%EOF\n'], 'livrete.pdf', { type: 'application/pdf' });
    await user.upload(within(modal).getByTestId('file-input'), pdf);
    expect(within(modal).getByTestId('file-chosen')).toHaveTextContent('livrete.pdf');
    await waitFor(() => expect(save).toBeEnabled());

    await user.clear(within(modal).getByTestId('file-description'));
    expect(save).toBeDisabled();
    await user.type(within(modal).getByTestId('file-description'), 'Livrete');
    await user.click(save);

    // Shown at once, from the queue: a row whose url points at the bytes on the device.
    expect(await screen.findByText('Livrete')).toBeInTheDocument();
    const queued = (await mirror().files.toArray()).find((f) => f.description === 'Livrete');
    expect(queued?.url).toMatch(/^local:/);
    const rows = await mirror().outbox.toArray();
    expect(rows.map((r) => `${r.entity}:${r.op}`)).toEqual(['files:upload']);
    expect(rows[0]?.file?.name).toBe('livrete.pdf');
  });

  it('keeps Save disabled for 1 s after a submit', async () => {
    await renderPage('MANAGER');
    const user = userEvent.setup();
    await user.click(screen.getAllByTestId('file-edit')[0]!);
    const modal = await screen.findByTestId('file-modal');
    const save = within(modal).getByTestId('file-save');
    // Editing: the existing url counts as the file.
    expect(save).toBeEnabled();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(save);
    await user.click(screen.getAllByTestId('file-edit')[0]!);
    const again = within(await screen.findByTestId('file-modal')).getByTestId('file-save');
    expect(again).toBeDisabled();
    vi.advanceTimersByTime(1000);
    await waitFor(() => expect(again).toBeEnabled());
  });

  it('shows a seller the files with no add, edit or delete', async () => {
    await renderPage('SELLER');
    expect(screen.getByText(FILE.description)).toBeInTheDocument();
    expect(screen.queryByTestId('file-add')).toBeNull();
    expect(screen.queryByTestId('file-edit')).toBeNull();
    expect(screen.queryByTestId('file-delete')).toBeNull();
  });
});
