/**
 * A toast's text against its background once it is shown (WCAG AA, 4.5:1): axe leaves toasts out
 * (tests/e2e/axe.ts, they fade in and out under it), so their colours are checked here, from the
 * app's own system: the toast recipe's colour for each type, or the view's darker one.
 */
import { describe, expect, it } from 'vitest';
import { system } from '../../../src/app/theme';
import { TOAST_BACKGROUNDS } from '../../../src/ui/toaster-view';

/** A colour token's hex value in the light theme, references followed ('orange.solid' → '#ea580c'). */
function lightValue(token: string): string {
  const found = system.tokens.getByName(`colors.${token}`);
  if (!found) return token;
  const conditions = found.extensions.conditions as { _light?: string } | undefined;
  const value = String(conditions?._light ?? found.value);
  // '{colors.orange.600}' or a plain name ('white') point at another token.
  const ref = /^\{colors\.(.+)\}$/.exec(value)?.[1] ?? (value.startsWith('#') ? null : value);
  return ref && ref !== token ? lightValue(ref) : value;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const root = (system.getSlotRecipe('toast') as { base?: { root?: unknown } }).base?.root as Record<
  string,
  { bg?: string; color?: string }
>;

describe('toast colours at rest', () => {
  it.each(['success', 'warning', 'error'])('a %s toast reads at 4.5:1 or more', (type) => {
    const style = root[`&[data-type=${type}]`];
    expect(style?.bg, 'the recipe colours this type').toBeTruthy();
    const bg = lightValue(TOAST_BACKGROUNDS[type] ?? style!.bg!);
    const fg = lightValue(style!.color!);
    expect(bg).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
