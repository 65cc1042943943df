/**
 * The e2e `test` with the device its project stands for (playwright.config.ts): a spec whose steps
 * differ by size reads `device`, set by the project, instead of looking at the viewport.
 */
import { test as base } from '@playwright/test';

export type Device = 'tablet' | 'phone';

/**
 * Tags of a test that exists at one size only (a tablet's table, a phone's cards): the other
 * project leaves it out (`grepInvert` in playwright.config.ts), so it is neither run nor skipped there.
 */
export const TABLET_ONLY = '@tablet-only';
export const PHONE_ONLY = '@phone-only';
/**
 * A test of behaviour inside a layout spec (a dirty form asks first, a wrong password is refused, the
 * figures equal the server's): what it proves does not change with the size, so it runs once, on the
 * tablet; the phone project leaves it out.
 */
export const BEHAVIOUR = '@behaviour';

export interface DeviceOptions {
  /** The size the project runs at: 'tablet' 1024×768, 'phone' 390×844. */
  device: Device;
}

export const test = base.extend<DeviceOptions>({
  device: ['tablet', { option: true }],
});

export { expect } from '@playwright/test';
