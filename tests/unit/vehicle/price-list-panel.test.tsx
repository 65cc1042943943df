/**
 * The 'Preçário' section of the vehicle page (spec 02 §2, §7): shown to ADMIN
 * and MANAGER when the company's setting is on, it downloads the sheet with or
 * without the price as '{plate} Preçário.pdf' or '{plate} Preçário sem preço.pdf', and says 'O PDF será transferido
 * automaticamente'.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mirror } from '../../../src/data/db';
import { PDF_TOAST, PRICE_LIST_PANEL, VehicleShow } from '../../../src/features/vehicle';
import { makeCompany } from '../app/render-app';
import { makeVehicle, signInWithMirror } from './render-vehicle';
import { renderWithRouter } from '../support/render-with-router';

const VEHICLE = makeVehicle({ licensePlate: 'AB-12-CD' });

async function renderPage(role: 'MANAGER' | 'SELLER', priceListEnabled: boolean) {
  await signInWithMirror(role);
  const { financials: _financials, ...company } = makeCompany({
    uuid: VEHICLE.companyUuid,
    priceListEnabled,
  });
  await mirror().companies.put(company);
  await mirror().vehicles.put(VEHICLE);
  renderWithRouter(
    [{ path: '/admin/vehicle-details/:vehicleId/*', element: <VehicleShow panels={[PRICE_LIST_PANEL]} /> }],
    { initialEntries: [`/admin/vehicle-details/${VEHICLE.uuid}/`] },
  );
  await waitFor(() => expect(document.querySelector('[data-panel="general"]')).not.toBeNull());
}

describe('the price list section', { timeout: 30_000 }, () => {
  it('downloads the sheet without the price, named after the plate, with the toast', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        asked.push(input.url);
        return new Response('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const names: string[] = [];
    // jsdom has no object URLs: stand-ins, left in place because the link is revoked 1 s later,
    // after the test (this file's environment is its own).
    const urls = URL as unknown as Record<string, unknown>;
    urls.createObjectURL = () => 'blob:pdf';
    urls.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await renderPage('MANAGER', true);
    await userEvent.click(await screen.findByRole('button', { name: 'Preçário sem preço' }));
    expect(await screen.findByText(PDF_TOAST)).toBeInTheDocument();
    expect(names).toEqual(['AB-12-CD Preçário sem preço.pdf']);
    const url = new URL(asked[0] ?? '');
    expect(url.pathname).toBe(
      `/api/documents-company/company/${VEHICLE.companyUuid}/vehicle/${VEHICLE.uuid}/pricelist`,
    );
    expect(url.searchParams.get('with_price')).toBe('false');
    expect(screen.getByRole('button', { name: 'Preçário com preço' })).toBeInTheDocument();
  });

  it('is absent while the company setting is off', async () => {
    await renderPage('MANAGER', false);
    expect(screen.queryByText('Preçário sem preço')).toBeNull();
  });

  it('is absent for a role without the price list', async () => {
    await renderPage('SELLER', true);
    expect(document.querySelector('[data-panel="pricelist"]')).toBeNull();
  });
});
