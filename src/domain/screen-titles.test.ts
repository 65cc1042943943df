import { describe, expect, it } from 'vitest';
import { documentTitle, SCREEN_TITLES } from './screen-titles';

describe('documentTitle', () => {
  it('names the screen, then the product', () => {
    expect(documentTitle(SCREEN_TITLES.stock)).toBe('Veículos em stock · Montra');
  });

  it('is the product alone without a screen name', () => {
    expect(documentTitle(undefined)).toBe('Montra');
    expect(documentTitle('  ')).toBe('Montra');
  });
});
