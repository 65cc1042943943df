/**
 * A screen whose code is asked for offline (a first visit, before the service worker has kept the
 * app): its spinner says it waits for the network, and the screen comes by itself once the network
 * is back; code that never comes gives the message and the reload, not a blank page.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkError, setOnline } from '../support/network';
import { lazyScreen, SCREEN_WAITS_FOR_NETWORK } from '../../../src/app/lazy-screen';
import { SCREEN_ERROR_MESSAGE } from '../../../src/ui/screen-error-boundary';

function renderScreen(load: () => Promise<{ default: () => React.ReactElement }>) {
  const Screen = lazyScreen(load);
  render(
    <ChakraProvider value={defaultSystem}>
      <Screen />
    </ChakraProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('lazyScreen', () => {
  it('offline, says it waits for the network, and shows the screen once the network is back', async () => {
    setOnline(false);
    const load = vi
      .fn()
      .mockRejectedValueOnce(chunkError('/assets/sold.js'))
      .mockResolvedValueOnce({ default: () => <h1>Veículos vendidos</h1> });
    renderScreen(load);
    expect(await screen.findByText(SCREEN_WAITS_FOR_NETWORK)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'A carregar' })).toBeInTheDocument();

    act(() => setOnline(true));
    expect(await screen.findByRole('heading', { name: 'Veículos vendidos' })).toBeInTheDocument();
    expect(screen.queryByText(SCREEN_WAITS_FOR_NETWORK)).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online, a spinner without the offline line while the code arrives', async () => {
    setOnline(true);
    renderScreen(async () => ({ default: () => <h1>Contatos</h1> }));
    expect(screen.getByRole('status', { name: 'A carregar' })).toBeInTheDocument();
    expect(screen.queryByText(SCREEN_WAITS_FOR_NETWORK)).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Contatos' })).toBeInTheDocument();
  });

  it('code that never comes: the message and a reload, not a blank page', async () => {
    vi.useFakeTimers();
    setOnline(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderScreen(vi.fn().mockRejectedValue(chunkError('/assets/sold.js')));
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.getByRole('alert')).toHaveTextContent(SCREEN_ERROR_MESSAGE);
    expect(screen.getByRole('button', { name: 'Recarregar a página' })).toBeInTheDocument();
  });
});
