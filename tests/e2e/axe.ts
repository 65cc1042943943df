/**
 * The e2e suites' accessibility check: axe-core's WCAG 2.2 A/AA rules on the page (or only inside
 * `within`), once running animations end, failing with one line per violation. Shared by the
 * a11y, contacts and sales specs.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits for running animations (a drawer sliding in) to end, so axe sees the screen at rest. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

export async function expectNoViolations(page: Page, within?: string): Promise<void> {
  await settled(page);
  // A toast may start leaving (fading) while axe reads the page, and half-faded text fails contrast:
  // toasts come and go on their own timer, so the page is judged without them.
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('[data-scope="toast"]');
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  const lines = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? '?'}): ${v.help} — ` +
      v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(' | '),
  );
  expect(lines, `axe violations at ${page.url()}`).toEqual([]);
}
