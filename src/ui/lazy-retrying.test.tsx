/**
 * A piece of code asked for offline waits for the network and is fetched again (the screen keeps
 * its spinner); a failure while online is tried twice more, then reaches the screen's error
 * boundary, which says so instead of leaving a blank page.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkError, setOnline } from '../../tests/unit/support/network';
import { importRetrying, lazyRetrying, useWaitingForNetwork } from './lazy-retrying';
import { SCREEN_ERROR_MESSAGE, ScreenErrorBoundary } from './screen-error-boundary';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('importRetrying', () => {
  it('offline, waits for the network and fetches again, however long it is away', async () => {
    setOnline(false);
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce('módulo');
    let result: string | undefined;
    void importRetrying(load as () => Promise<string>).then((r) => (result = r));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(result).toBeUndefined();

    setOnline(true);
    await vi.waitFor(() => expect(result).toBe('módulo'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online, tries twice more two seconds apart, then gives the failure up', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const load = vi.fn().mockRejectedValue(chunkError());
    const outcome = importRetrying(load).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(await outcome).toBeInstanceOf(TypeError);
  });
});

function Loading() {
  return <p>{useWaitingForNetwork() ? 'A carregar quando houver rede' : 'A carregar'}</p>;
}

describe('lazyRetrying in a screen', () => {
  it('keeps the spinner offline, says it waits for the network, and shows the piece once back', async () => {
    setOnline(false);
    const load = vi
      .fn()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce({ default: () => <p>Fotografias</p> });
    const Piece = lazyRetrying(load);
    render(
      <Suspense fallback={<Loading />}>
        <Piece />
      </Suspense>,
    );
    expect(await screen.findByText('A carregar quando houver rede')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    act(() => setOnline(true));
    expect(await screen.findByText('Fotografias')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a piece that never comes shows the message and a reload, not a blank page', async () => {
    vi.useFakeTimers();
    setOnline(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Piece = lazyRetrying(vi.fn().mockRejectedValue(chunkError()));
    render(
      <ChakraProvider value={defaultSystem}>
        <ScreenErrorBoundary>
          <Suspense fallback={<Loading />}>
            <Piece />
          </Suspense>
        </ScreenErrorBoundary>
      </ChakraProvider>,
    );
    expect(screen.getByText('A carregar')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByRole('alert')).toHaveTextContent(SCREEN_ERROR_MESSAGE);
    expect(screen.getByRole('button', { name: 'Recarregar a página' })).toBeInTheDocument();
  });
});
