/**
 * 'Venda de veículo' (spec 02 §2 "New sale", §5, §6): validation on submit with the spec's
 * messages, the retake and loan resets, the live totals, the margin's colour for the cost
 * roles only, the seller fixed for a SELLER, and 'Confirmar venda' → 'Resumo de venda' →
 * 'Vender' queuing one sale that shows the vehicle sold at once, offline.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mirror } from '../../../src/data/db';
import { userLabel } from '../../../src/domain/types';
import { SAVED_ON_DEVICE, toaster } from '../../../src/ui/toaster';
import {
  euro,
  fieldOf,
  makeCost,
  putFinancial,
  renderSaleScreens,
  signInWithMirror,
  VEHICLE,
  vehiclePath,
} from './render-sales';

beforeEach(() => {
  toaster.remove();
});

const label = (text: string) => new RegExp(`^${text.replace(/[()€]/g, '\\$&')}\\s*\\*?$`);

async function openNewSale(role: 'SELLER' | 'MANAGER' = 'SELLER') {
  const signed = await signInWithMirror(role);
  await mirror().vehicles.put(VEHICLE);
  await mirror().costs.put(makeCost());
  await putFinancial();
  const rendered = renderSaleScreens(vehiclePath('new-sale'));
  await screen.findByTestId('new-sale');
  return { ...rendered, signed };
}

// A long form typed key by key: slow on a loaded machine, so a generous limit (no timing is asserted).
describe('the new sale form', { timeout: 60_000 }, () => {
  it("offers 'Vender veículo' on the vehicle page to the roles that sell, and opens the form", async () => {
    await signInWithMirror('WORKSHOP');
    await mirror().vehicles.put(VEHICLE);
    const workshop = renderSaleScreens(vehiclePath());
    await screen.findByTestId('vehicle-show');
    expect(screen.queryByTestId('vehicle-sell')).not.toBeInTheDocument();
    workshop.view.unmount();

    await signInWithMirror('SELLER');
    await mirror().vehicles.put(VEHICLE);
    const { user } = renderSaleScreens(vehiclePath());
    await user.click(await screen.findByTestId('vehicle-sell'));
    expect(await screen.findByRole('heading', { name: 'Venda de veículo' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(vehiclePath('new-sale'));
  });

  it("validates on submit only, with the spec's messages", async () => {
    const { user } = await openNewSale();
    await user.clear(screen.getByLabelText(label('Preço de venda (€)')));
    await user.type(screen.getByLabelText(label('Preço de venda (€)')), 'abc');
    // Nothing is said while typing.
    expect(screen.queryByText('Precisa de ser um número')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Com financiamento' }));
    await user.clear(await screen.findByLabelText(label('Valor financiado (€)')));
    await user.click(screen.getByTestId('new-sale-confirm'));

    expect(await within(fieldOf('salePrice')).findByText('Precisa de ser um número')).toBeVisible();
    expect(within(fieldOf('client.name')).getByText('Campo obrigatório')).toBeVisible();
    expect(within(fieldOf('loanValue')).getByText('Campo obrigatório')).toBeVisible();
    expect(within(fieldOf('loanCompany')).getByText('Campo obrigatório')).toBeVisible();
    expect(screen.queryByTestId('sale-summary')).not.toBeInTheDocument();
  });

  it('clears the retake when unticked and resets the loan when toggled', async () => {
    const { user } = await openNewSale();
    const retake = () => screen.getByRole('checkbox', { name: 'Com retoma' });
    await user.click(retake());
    await user.type(await screen.findByLabelText(label('Marca da retoma')), 'Fiat');
    await user.type(screen.getByLabelText(label('Valor da retoma (€)')), '2000');
    await user.click(retake());
    expect(retake()).not.toBeChecked();
    await waitFor(() => expect(screen.queryByLabelText(label('Marca da retoma'))).not.toBeInTheDocument());
    await user.click(retake());
    expect(await screen.findByLabelText(label('Marca da retoma'))).toHaveValue('');
    expect(screen.getByLabelText(label('Valor da retoma (€)'))).toHaveValue('');

    const loan = screen.getByRole('checkbox', { name: 'Com financiamento' });
    await user.click(loan);
    expect(await screen.findByLabelText(label('Valor financiado (€)'))).toHaveValue('0');
    await user.clear(screen.getByLabelText(label('Valor financiado (€)')));
    await user.type(screen.getByLabelText(label('Valor financiado (€)')), '5000');
    await user.selectOptions(await screen.findByLabelText(label('Financeira')), 'Crédito Agrícola');
    await user.click(loan);
    await user.click(loan);
    expect(await screen.findByLabelText(label('Valor financiado (€)'))).toHaveValue('0');
    expect(screen.getByLabelText(label('Financeira'))).toHaveValue('');
  });

  it("asks before a dirty form is left with 'Cancelar'", async () => {
    const { user } = await openNewSale();
    await user.type(screen.getByLabelText(label('Nome do cliente')), 'Rita');
    await user.click(screen.getByTestId('new-sale-cancel'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Vai perder toda a informação que modificou');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByTestId('location')).toHaveTextContent(vehiclePath('new-sale'));
    await user.click(screen.getByTestId('new-sale-cancel'));
    await user.click(
      within(await screen.findByTestId('confirm-dialog')).getByTestId('confirm-dialog-confirm'),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/\/$/));
    expect(await mirror().outbox.count()).toBe(0);
  });

  it('keeps the sale and payment totals live', async () => {
    const { user } = await openNewSale();
    // A new sale starts at the list price.
    expect(screen.getByTestId('sale-total')).toHaveTextContent(euro(12000));
    await user.clear(screen.getByLabelText(label('Preço de venda (€)')));
    await user.type(screen.getByLabelText(label('Preço de venda (€)')), '15000');
    await user.click(screen.getByRole('checkbox', { name: 'Com retoma' }));
    await user.type(await screen.findByLabelText(label('Valor da retoma (€)')), '2000,50');
    expect(screen.getByTestId('sale-total')).toHaveTextContent(euro(12999.5));
    await user.type(screen.getByLabelText(label('Na assinatura do contrato (€)')), '1000');
    await user.type(screen.getByLabelText(label('Na entrega do veículo (€)')), '4000');
    expect(screen.getByTestId('payment-total')).toHaveTextContent(euro(5000));
  });

  it('shows cost and margin to the cost roles, in the good or the error colour', async () => {
    const { user } = await openNewSale('MANAGER');
    // 12 000 − (9 000 + 300).
    expect(screen.getByTestId('sale-margin')).toHaveTextContent(euro(2700));
    expect(screen.getByTestId('sale-margin')).toHaveAttribute('data-tone', 'good');
    expect(screen.getByTestId('sale-cost')).toHaveTextContent(euro(9300));
    await user.clear(screen.getByLabelText(label('Preço de venda (€)')));
    await user.type(screen.getByLabelText(label('Preço de venda (€)')), '9300');
    expect(screen.getByTestId('sale-margin')).toHaveAttribute('data-tone', 'bad');
  });

  it('fixes the seller for a SELLER and lets a manager choose, defaulting to the user', async () => {
    const { signed } = await openNewSale('SELLER');
    expect(screen.getByTestId('sale-seller-fixed')).toHaveAttribute('readonly');
    expect(screen.getByTestId('sale-seller-fixed')).toHaveValue('Ana Silva');
    expect(screen.queryByTestId('sale-margin')).not.toBeInTheDocument();
    expect(signed.role).toBe('SELLER');
  });

  it('lets a manager choose the seller, starting with himself', async () => {
    const { signed } = await openNewSale('MANAGER');
    expect(screen.queryByTestId('sale-seller-fixed')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(label('Vendedor'))).toHaveValue(signed.uuid));
  });

  it("'Confirmar venda' → 'Resumo de venda' → 'Vender': one queued sale, the vehicle sold at once, pending", async () => {
    const { user, signed } = await openNewSale();
    await user.type(screen.getByLabelText(label('Nome do cliente')), 'José Araújo');
    // The retake fields appear once the checkbox's state settles: wait for them, not for a fixed time.
    await user.click(screen.getByRole('checkbox', { name: 'Com retoma' }));
    await user.type(await screen.findByLabelText(label('Valor da retoma (€)')), '1000');
    await user.click(screen.getByTestId('new-sale-confirm'));
    const summary = await screen.findByTestId('sale-summary');
    expect(within(summary).getByText('Resumo de venda')).toBeVisible();
    expect(summary).toHaveTextContent('José Araújo');
    expect(summary).toHaveTextContent(euro(11000));
    // Compact, with the seller and the warranty (issue 24).
    const figure = (name: string) => summary.querySelector(`[data-figure="${name}"]`);
    await waitFor(() => expect(figure('Vendedor')).toHaveTextContent(userLabel(signed)));
    expect(figure('Garantia')).toHaveTextContent(/meses|Sem garantia/);
    // Cancelar keeps the form; nothing is queued.
    await user.click(within(summary).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByTestId('sale-summary')).not.toBeInTheDocument());
    expect(await mirror().outbox.count()).toBe(0);

    await user.click(screen.getByTestId('new-sale-confirm'));
    await user.click(await screen.findByTestId('sale-sell'));
    expect(await screen.findByRole('heading', { name: 'Detalhes de venda' })).toBeVisible();
    expect(screen.getByTestId('sale-pending')).toHaveTextContent('Por enviar');
    expect(screen.getByTestId('sale-availability')).toHaveTextContent('Vendido');
    expect((await screen.findAllByText(SAVED_ON_DEVICE))[0]).toBeVisible();

    const rows = await mirror().outbox.toArray();
    expect(rows.map((r) => `${r.entity}:${r.op}`)).toEqual(['sales:create']);
    expect(rows[0]?.payload).toMatchObject({
      vehicleUuid: VEHICLE.uuid,
      sellerUuid: signed.uuid,
      salePrice: 12000,
      retake: true,
      client: { name: 'José Araújo' },
    });
    expect((await mirror().vehicles.get(VEHICLE.uuid))?.availability).toBe('SOLD');
    expect((await mirror().sales.where('vehicleUuid').equals(VEHICLE.uuid).first())?.client.name).toBe(
      'José Araújo',
    );

    // The vehicle page: 'Detalhes de venda' instead of 'Vender veículo', marked as waiting to be sent.
    await user.click(screen.getByTestId('sale-vehicle-details'));
    expect(await screen.findByTestId('vehicle-sale-pending')).toHaveTextContent('Por enviar');
    expect(screen.getByTestId('vehicle-sale-details')).toBeVisible();
    expect(screen.queryByTestId('vehicle-sell')).not.toBeInTheDocument();
  });
});
