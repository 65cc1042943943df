/**
 * A photo or logo that cannot load shows the app's own picture, once: a fallback that fails too is
 * left alone, and a new source from React (a recycled list row) still replaces it.
 */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fallbackOnError, LOGO_FALLBACK, VEHICLE_PHOTO_FALLBACK } from './image-fallback';
import { VehicleThumb } from './vehicle-thumb';

const onError = fallbackOnError('/icons/fallback.svg');

describe('fallbackOnError', () => {
  it('swaps a source that fails for the fallback, and leaves a failing fallback alone', () => {
    render(<img alt="foto" src="/api/media/gone.jpg" onError={onError} />);
    const img = screen.getByAltText('foto');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/icons/fallback.svg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/icons/fallback.svg');
  });

  it('lets a new source from React replace the fallback', () => {
    const view = render(<img alt="foto" src="/api/media/a.jpg" onError={onError} />);
    fireEvent.error(screen.getByAltText('foto'));
    view.rerender(<img alt="foto" src="/api/media/b.jpg" onError={onError} />);
    expect(screen.getByAltText('foto')).toHaveAttribute('src', '/api/media/b.jpg');
  });

  it("shows the placeholder's car in a list thumbnail whose photo cannot load", () => {
    const { container } = render(
      <ChakraProvider value={defaultSystem}>
        <VehicleThumb url="/api/media/never-cached.jpg" />
      </ChakraProvider>,
    );
    const img = container.querySelector('img')!;
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', VEHICLE_PHOTO_FALLBACK);
  });

  it('draws the fallbacks inline (no network), the logo as public/icons/logo.svg draws it', () => {
    for (const url of [LOGO_FALLBACK, VEHICLE_PHOTO_FALLBACK]) expect(url).toMatch(/^data:image\/svg\+xml,/);
    const markup = (svg: string) => svg.replace(/>\s+</g, '><').trim();
    const inline = decodeURIComponent(LOGO_FALLBACK.slice('data:image/svg+xml,'.length));
    expect(markup(inline)).toBe(markup(readFileSync('public/icons/logo.svg', 'utf8')));
  });
});
