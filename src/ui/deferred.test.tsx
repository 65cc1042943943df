/**
 * A deferred piece shows its stand-in until its code is in: a mount that needs it asks for the
 * code, a mount that does not (a piece the app preloads later) leaves it until `preload`.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from './deferred';

function pieceAndHost(needed: boolean) {
  const load = vi.fn(async () => ({ default: () => <p>carregado</p> }));
  const piece = deferred(load);
  function Host() {
    const View = piece.useComponent(needed);
    return View ? <View /> : <p>substituto</p>;
  }
  return { load, piece, Host };
}

describe('deferred', () => {
  it('asks for its code when a mount needs it, and renders it once in', async () => {
    const { load, Host } = pieceAndHost(true);
    render(<Host />);
    expect(screen.getByText('substituto')).toBeInTheDocument();
    expect(await screen.findByText('carregado')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for preload when its mount does not need it', async () => {
    const { load, piece, Host } = pieceAndHost(false);
    render(<Host />);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('substituto')).toBeInTheDocument();

    await act(() => piece.preload());
    expect(screen.getByText('carregado')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
