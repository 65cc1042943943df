/**
 * The warm-up of a cold start on the stock list (first-screen-read.ts, started by app/routes.tsx):
 * the first screenful is read as soon as the session is restored, only for the default view and a
 * signed-in user, and the list's hook takes that very read instead of starting its own.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mirror } from '../../../src/data/db';
import { useSessionStore } from '../../../src/data/session';
import { STOCK_AVAILABILITIES } from '../../../src/domain/enums';
import { firstScreenRead, warmStockFirstScreen } from '../../../src/features/stock/first-screen-read';
import { firstScreenRows } from '../../../src/features/stock/read-first-screen';
import { useStockRows } from '../../../src/features/stock/use-stock-rows';
import { signInWithMirror } from '../vehicle/render-vehicle';
import { fill, wholeListFirst } from './stock-fleet';

afterEach(() => vi.restoreAllMocks());

const brandReads = (orderBy: { mock: { calls: unknown[][] } }) =>
  orderBy.mock.calls.filter(([index]) => index === 'brand').length;

describe('warmStockFirstScreen', () => {
  it('reads the default view’s first rows, and the list takes that read', async () => {
    const user = await signInWithMirror('ADMIN');
    await fill();
    // A spy that passes through: one first-screen read asks the brand index twice (keys, count).
    const orderBy = vi.spyOn(mirror().vehicles, 'orderBy');
    const warmed = await warmStockFirstScreen('');
    expect(warmed).not.toBeNull();
    expect(firstScreenRead(user, STOCK_AVAILABILITIES)).toBe(warmed!.read);
    expect((await warmed!.read)?.rows).toEqual(await wholeListFirst(firstScreenRows(window.innerHeight)));

    const { result } = renderHook(() => useStockRows(STOCK_AVAILABILITIES, { firstScreen: true }));
    await waitFor(() => expect(result.current.partial).toBe(false));
    expect(brandReads(orderBy)).toBe(2);
  });

  it('waits for the stored session, then reads', async () => {
    const user = await signInWithMirror('SELLER');
    await fill();
    const signedIn = useSessionStore.getState();
    useSessionStore.setState({ status: 'restoring' });
    let settled = false;
    const warming = warmStockFirstScreen('').then((w) => {
      settled = true;
      return w;
    });
    // A turn of the event loop: a warm-up that did not wait would have settled by now.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    useSessionStore.setState(signedIn);
    const warmed = await warming;
    expect(firstScreenRead(user, STOCK_AVAILABILITIES)).toBe(warmed!.read);
    // A seller does not see the buy price: the warm-up read leaves the value out as the list does.
    expect((await warmed!.read)?.rows.every((r) => r.totalValue === null)).toBe(true);
  });

  it.each([
    ['a filter', '?brandmodel=audi'],
    ['a price bound', '?pricemin=5000'],
    ['a sort', '?sort=price:desc'],
  ])('reads nothing when the address asks for %s', async (_, search) => {
    await signInWithMirror('ADMIN');
    await fill();
    const orderBy = vi.spyOn(mirror().vehicles, 'orderBy');
    expect(await warmStockFirstScreen(search)).toBeNull();
    expect(orderBy).not.toHaveBeenCalled();
  });

  it('reads nothing when no one is signed in', async () => {
    await signInWithMirror('ADMIN');
    useSessionStore.setState({ status: 'anonymous', user: null });
    expect(await warmStockFirstScreen('')).toBeNull();
  });
});
