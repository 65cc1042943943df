/**
 * The edit form's 'Publicação' section and the page's publication panels
 * (spec 02 §2, §4, §5; src/domain/publication.ts): the switches only while the
 * form says READY_FOR_SALE, the promotion price typed the pt-PT way, the
 * section hidden for a role without 'vehicle.publication.write'.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mirror } from '../../../src/data/db';
import type { Vehicle } from '../../../src/domain/entities';
import type { Role } from '../../../src/domain/enums';
import { PUBLICATION_MESSAGES } from '../../../src/domain/publication';
import { toaster } from '../../../src/ui/toaster';
import { euro, fieldOf, makeVehicle, renderVehicleScreens, signInWithMirror } from './render-vehicle';

const REQUIRED = { brand: 'Renault', model: 'Clio', licensePlate: 'AA00BB', createdAt: '2026-01-10' };
const label = (text: string) => new RegExp(`^${text}\\*?$`);
const flag = (name: string) => within(fieldOf(name)).getByRole('checkbox', { hidden: true });

beforeEach(() => {
  toaster.remove();
});

async function openEdit(role: Role, overrides: Partial<Vehicle> = {}) {
  await signInWithMirror(role);
  const vehicle = makeVehicle(overrides);
  await mirror().vehicles.put(vehicle);
  const rendered = renderVehicleScreens(`/admin/vehicle-details/${vehicle.uuid}/`);
  await rendered.user.click(await screen.findByTestId('vehicle-edit'));
  await screen.findByTestId('vehicle-edit-mode');
  return { ...rendered, vehicle };
}

describe("the 'Publicação' section", { timeout: 30_000 }, () => {
  it('publishes, features and promotes a vehicle ready for sale, the price typed the pt-PT way', async () => {
    const { user, vehicle } = await openEdit('MANAGER');
    expect(screen.queryByTestId('publication-hint')).not.toBeInTheDocument();
    await user.click(within(fieldOf('online')).getByText('Publicar Online'));
    await user.click(within(fieldOf('isFeatured')).getByText('Destacar veículo'));
    await user.click(within(fieldOf('isOnPromotion')).getByText('Em promoção'));
    const price = within(fieldOf('promotionPrice')).getByRole('textbox');
    await waitFor(() => expect(price).toBeEnabled());
    await user.type(price, '12 345,50');
    await user.type(screen.getByLabelText('Descrição curta'), 'Como novo');
    await user.click(screen.getByTestId('vehicle-save'));
    await screen.findByTestId('vehicle-edit');

    const [row] = await mirror().outbox.toArray();
    expect(row?.payload).toEqual({
      uuid: vehicle.uuid,
      rowVersion: 4,
      ...REQUIRED,
      online: true,
      isFeatured: true,
      isOnPromotion: true,
      promotionPrice: 12345.5,
      shortDescription: 'Como novo',
    });
    // The page shows it at once, from the mirror.
    const publication = await screen.findByTestId('vehicle-publication');
    expect(within(publication).getByText('Online').nextSibling).toHaveTextContent('Sim');
    expect(within(publication).getByText('Destacado').nextSibling).toHaveTextContent('Sim');
    expect(screen.getByTestId('vehicle-promotion')).toHaveTextContent(euro(12345.5));
  });

  it('refuses a promotion price of 0 on the field, sending nothing', async () => {
    const { user } = await openEdit('ADMIN');
    await user.click(within(fieldOf('isOnPromotion')).getByText('Em promoção'));
    await user.type(within(fieldOf('promotionPrice')).getByRole('textbox'), '0');
    await user.click(screen.getByTestId('vehicle-save'));
    expect(await within(fieldOf('promotionPrice')).findByText(PUBLICATION_MESSAGES.promotionPriceTooLow));
    expect(await mirror().outbox.count()).toBe(0);
  });

  it('refuses a promotion without a price, and a 3-decimal price by name, sending nothing (issue 24)', async () => {
    const { user } = await openEdit('ADMIN');
    await user.click(within(fieldOf('isOnPromotion')).getByText('Em promoção'));
    await user.click(screen.getByTestId('vehicle-save'));
    expect(await within(fieldOf('promotionPrice')).findByText(PUBLICATION_MESSAGES.promotionPriceRequired));
    await user.type(within(fieldOf('promotionPrice')).getByRole('textbox'), '1234.567');
    await user.click(screen.getByTestId('vehicle-save'));
    expect(await within(fieldOf('promotionPrice')).findByText('Máximo de 2 casas decimais'));
    expect(await mirror().outbox.count()).toBe(0);
  });

  it('turning the promotion off empties the price', async () => {
    const { user } = await openEdit('MANAGER', { isOnPromotion: true, promotionPrice: 9999.9 });
    const price = within(fieldOf('promotionPrice')).getByRole('textbox');
    expect(price).toHaveValue('9999,90');
    await user.click(within(fieldOf('isOnPromotion')).getByText('Em promoção'));
    await waitFor(() => expect(price).toHaveValue(''));
    expect(price).toBeDisabled();
    await user.click(screen.getByTestId('vehicle-save'));
    await screen.findByTestId('vehicle-edit');
    const [row] = await mirror().outbox.toArray();
    expect(row?.payload).toMatchObject({ isOnPromotion: false, promotionPrice: null });
  });

  it('disables the switches, with the reason, unless the form says ready for sale', async () => {
    const { user } = await openEdit('MANAGER', { availability: 'VERIFYING' });
    expect(screen.getByTestId('publication-hint')).toHaveTextContent(PUBLICATION_MESSAGES.notReadyHint);
    for (const name of ['online', 'isFeatured', 'isOnPromotion']) expect(flag(name)).toBeDisabled();
    expect(within(fieldOf('promotionPrice')).getByRole('textbox')).toBeDisabled();
    // The descriptions stay open in any availability.
    expect(screen.getByLabelText('Descrição longa')).toBeEnabled();

    const availability = screen.getByLabelText(label('Disponibilidade'));
    await user.selectOptions(availability, 'READY_FOR_SALE');
    await waitFor(() => expect(flag('online')).toBeEnabled());
    expect(screen.queryByTestId('publication-hint')).not.toBeInTheDocument();
    await user.click(within(fieldOf('online')).getByText('Publicar Online'));
    expect(flag('online')).toBeChecked();
    // Back to 'A verificar': the switch is put back as it was, so the save carries no refused change.
    await user.selectOptions(availability, 'VERIFYING');
    await waitFor(() => expect(flag('online')).toBeDisabled());
    expect(flag('online')).not.toBeChecked();
  });

  it('keeps a sold vehicle’s flags shut', async () => {
    await openEdit('ADMIN', { availability: 'SOLD', online: true });
    expect(flag('online')).toBeDisabled();
    expect(flag('online')).toBeChecked();
    expect(screen.getByTestId('publication-hint')).toBeInTheDocument();
  });

  it.each<Role>(['WORKSHOP'])(
    'is not shown to %s, who may edit the vehicle but not publish it',
    async (role) => {
      await openEdit(role);
      expect(screen.queryByTestId('vehicle-section-publication')).not.toBeInTheDocument();
    },
  );

  it('a SELLER has no edit mode, and reads the publication panels', async () => {
    await signInWithMirror('SELLER');
    const vehicle = makeVehicle({ online: true, isOnPromotion: true, promotionPrice: 10500 });
    await mirror().vehicles.put(vehicle);
    renderVehicleScreens(`/admin/vehicle-details/${vehicle.uuid}/`);
    const publication = await screen.findByTestId('vehicle-publication');
    expect(screen.queryByTestId('vehicle-edit')).not.toBeInTheDocument();
    expect(within(publication).getByText('Online').nextSibling).toHaveTextContent('Sim');
    expect(screen.getByTestId('vehicle-promotion')).toHaveTextContent(euro(10500));
  });

  it("'Pronto para os portais' leaves the price out for a role that may not see it, and asks for it otherwise", async () => {
    // EDITOR3's mirror holds the vehicle without its price: 'Um preço' would read as missing.
    await signInWithMirror('EDITOR3');
    const hidden = makeVehicle({ sellerPrice: null, isOnPromotion: false, promotionPrice: null });
    await mirror().vehicles.put(hidden);
    const first = renderVehicleScreens(`/admin/vehicle-details/${hidden.uuid}/`);
    const readiness = await screen.findByTestId('portal-readiness');
    expect(within(readiness).getByTestId('portal-check-title')).toBeInTheDocument();
    expect(within(readiness).queryByTestId('portal-check-price')).not.toBeInTheDocument();
    first.view.unmount();

    await signInWithMirror('MANAGER');
    const priceless = makeVehicle({ sellerPrice: null, isOnPromotion: false, promotionPrice: null });
    await mirror().vehicles.put(priceless);
    renderVehicleScreens(`/admin/vehicle-details/${priceless.uuid}/`);
    const check = await screen.findByTestId('portal-check-price');
    expect(check).toHaveAttribute('data-ok', 'false');
    expect(check).toHaveTextContent('Em falta: Um preço');
  });
});
