import { describe, expect, it } from 'vitest';
import { countLabel, pendingChangesText, plural } from './plural';

describe('pt-PT plurals', () => {
  it.each([
    { count: 0, text: '0 alterações por enviar' },
    { count: 1, text: '1 alteração por enviar' },
    { count: 2, text: '2 alterações por enviar' },
    { count: 11, text: '11 alterações por enviar' },
  ])('$count pending reads "$text"', ({ count, text }) => {
    expect(pendingChangesText(count)).toBe(text);
  });

  it('is singular for exactly one only', () => {
    expect(plural(1, 'veículo', 'veículos')).toBe('veículo');
    expect(plural(-1, 'veículo', 'veículos')).toBe('veículo');
    expect(plural(0, 'veículo', 'veículos')).toBe('veículos');
    expect(countLabel(40, 'veículo', 'veículos')).toBe('40 veículos');
  });
});
