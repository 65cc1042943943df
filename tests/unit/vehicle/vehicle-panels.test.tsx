/**
 * The vehicle page's named panels: its own ('general', 'engine', 'costs',
 * 'extras', 'observations', 'supplier', 'publication', 'promotion'), then the ones a feature plugs in (media, sale,
 * documents later), each shown only to the roles it names.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mirror } from '../../../src/data/db';
import { can } from '../../../src/domain/permissions';
import { VehicleShow, type VehiclePanel } from '../../../src/features/vehicle';
import { makeVehicle, signInWithMirror } from './render-vehicle';
import { renderWithRouter } from '../support/render-with-router';

const VEHICLE = makeVehicle();

const MEDIA: VehiclePanel = {
  id: 'media',
  component: ({ vehicle }) => <p>Fotografias de {vehicle.brand}</p>,
};
const SALE: VehiclePanel = {
  id: 'sale',
  component: () => <p>Venda</p>,
  visible: (user) => can(user, 'vehicle.field.buyPrice'),
};

function renderPage(panels: VehiclePanel[]) {
  renderWithRouter(
    [{ path: '/admin/vehicle-details/:vehicleId/*', element: <VehicleShow panels={panels} /> }],
    { initialEntries: [`/admin/vehicle-details/${VEHICLE.uuid}/`] },
  );
}

const panelIds = () =>
  [...document.querySelectorAll<HTMLElement>('[data-panel]')].map((p) => p.dataset.panel);

describe('the vehicle page panels', { timeout: 30_000 }, () => {
  it('shows its own panels, then the plugged-in ones, with the vehicle', async () => {
    await signInWithMirror('MANAGER');
    await mirror().vehicles.put(VEHICLE);
    renderPage([MEDIA, SALE]);
    expect(await screen.findByText('Fotografias de Renault')).toBeInTheDocument();
    expect(panelIds()).toEqual([
      'general',
      'engine',
      'costs',
      'extras',
      'observations',
      'supplier',
      'publication',
      'promotion',
      'media',
      'sale',
    ]);
  });

  it("shows no 'Preço' in the summary to a role that may not see it (EDITOR3), and the price to one that may", async () => {
    await signInWithMirror('EDITOR3');
    await mirror().vehicles.put({ ...VEHICLE, sellerPrice: undefined } as unknown as typeof VEHICLE);
    renderPage([MEDIA]);
    expect(await screen.findByText('Tempo em stock')).toBeInTheDocument();
    expect(screen.queryByText('Preço')).toBeNull();
  });

  it('places a plugged-in panel after the one it names, several in the order given', async () => {
    await signInWithMirror('MANAGER');
    await mirror().vehicles.put(VEHICLE);
    const VIDEO: VehiclePanel = { id: 'video', component: () => <p>Vídeo</p>, after: 'engine' };
    renderPage([{ ...MEDIA, after: 'engine' }, VIDEO, SALE, { ...SALE, id: 'lost', after: 'nowhere' }]);
    expect(await screen.findByText('Fotografias de Renault')).toBeInTheDocument();
    expect(panelIds()).toEqual([
      'general',
      'engine',
      'media',
      'video',
      'costs',
      'extras',
      'observations',
      'supplier',
      'publication',
      'promotion',
      'sale',
      'lost',
    ]);
  });

  it('leaves out a panel the role may not see', async () => {
    await signInWithMirror('SELLER');
    await mirror().vehicles.put(VEHICLE);
    renderPage([MEDIA, SALE]);
    expect(await screen.findByText('Fotografias de Renault')).toBeInTheDocument();
    expect(panelIds()).not.toContain('sale');
    expect(panelIds()).not.toContain('costs');
    expect(panelIds()).not.toContain('supplier');
  });
});
