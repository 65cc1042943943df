/**
 * A sale refused because someone sold the vehicle first (409) can never win by being sent
 * again (issue 24): the sync panel says why and offers only the discard, 'keep mine' does not
 * loop, and after the discard the sale details agree with the vehicle's state — a sold vehicle
 * never reads 'Este veículo não tem venda'.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SyncItem } from '../../../src/app/shell/sync-item';
import { Providers } from '../../../src/app/providers';
import { mirror } from '../../../src/data/db';
import { finalConflict, keepMine, queueSaleCreate } from '../../../src/data/writes';
import { SALE_MESSAGES } from '../../../src/domain/sales';
import { NO_SALE } from '../../../src/features/sales/sale-details';
import { makeSale, renderSaleScreens, signInWithMirror, VEHICLE, vehiclePath } from './render-sales';

const MINE = '00000000-0000-4000-8000-00000005a1e9';

/** A SELLER's offline sale of VEHICLE, answered 409 by the server: someone sold it first. */
async function refusedSale(): Promise<number> {
  await signInWithMirror('SELLER');
  await mirror().vehicles.put(VEHICLE);
  await queueSaleCreate({ ...makeSale(), uuid: MINE } as Parameters<typeof queueSaleCreate>[0]);
  const row = (await mirror().outbox.toArray())[0]!;
  await mirror().outbox.update(row.seq!, {
    state: 'conflict',
    lastError: SALE_MESSAGES.alreadySold,
    serverRecord: { vehicle: { ...VEHICLE, availability: 'SOLD' } },
  });
  return row.seq!;
}

describe('a sale someone else sold first', { timeout: 30_000 }, () => {
  it("is not sent again by 'keep mine': the row stays a conflict", async () => {
    const seq = await refusedSale();
    const row = (await mirror().outbox.get(seq))!;
    expect(finalConflict(row)).toBe(SALE_MESSAGES.alreadySoldFinal);
    await keepMine(mirror(), seq);
    const after = await mirror().outbox.get(seq);
    expect(after?.state).toBe('conflict');
    expect(after?.idempotencyKey).toBe(row.idempotencyKey);
  });

  it("in the sync panel says why and offers only the discard, which takes the server's version", async () => {
    const seq = await refusedSale();
    const row = (await mirror().outbox.get(seq))!;
    const user = userEvent.setup();
    render(
      <Providers>
        <SyncItem row={row} />
      </Providers>,
    );
    const item = screen.getByTestId('sync-item');
    expect(within(item).getByTestId('sync-item-final')).toHaveTextContent(
      'enviar esta de novo seria recusado outra vez',
    );
    expect(within(item).queryByRole('button', { name: 'Manter a minha' })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Aceitar a do servidor' })).toBeNull();
    await user.click(within(item).getByRole('button', { name: 'Descartar' }));
    await user.click(within(item).getByRole('button', { name: 'Confirmar' }));
    await waitFor(async () => expect(await mirror().outbox.count()).toBe(0));
    expect(await mirror().sales.get(MINE)).toBeUndefined();
  });

  it("after the discard a vehicle sold by a colleague does not read 'Este veículo não tem venda'", async () => {
    const seq = await refusedSale();
    // The pull brought the vehicle as the server has it: sold by a colleague whose sale a SELLER does not receive.
    await mirror().meta.put({
      key: `shadow:vehicles:${VEHICLE.uuid}`,
      value: { ...VEHICLE, availability: 'SOLD', rowVersion: VEHICLE.rowVersion + 1 },
    });
    const { discardRow } = await import('../../../src/data/writes');
    await discardRow(mirror(), seq);
    expect((await mirror().vehicles.get(VEHICLE.uuid))?.availability).toBe('SOLD');

    renderSaleScreens(vehiclePath('sale-details'));
    const none = await screen.findByTestId('sale-none');
    expect(none).toHaveTextContent(SALE_MESSAGES.soldElsewhere);
    expect(none).not.toHaveTextContent(NO_SALE);
  });
});
