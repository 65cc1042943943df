/** Shared steps of the e2e flows. */
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'stand-demo-2026';

export const NAV_IDS = [
  'nav-companies',
  'nav-vehicles',
  'nav-admin-vehicles',
  'nav-sold',
  'nav-analytics',
  'nav-notifications',
  'nav-contacts',
  'nav-account',
] as const;
export type NavId = (typeof NAV_IDS)[number];

export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Utilizador').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

export async function expectNav(page: Page, present: readonly NavId[]): Promise<void> {
  for (const id of NAV_IDS) {
    if (present.includes(id)) await expect(page.getByTestId(id)).toBeVisible();
    else await expect(page.getByTestId(id)).toHaveCount(0);
  }
}

/** The session token, if any, read from the idb-keyval store the app uses. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('montra-session');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(null);
          const get = db.transaction('keyval').objectStore('keyval').get('session');
          get.onsuccess = () => resolve((get.result as { token?: string } | undefined)?.token ?? null);
          get.onerror = () => resolve(null);
        };
      }),
  );
}

/** A form field by its label, with or without the required asterisk ('Marca' finds 'Marca *'). */
export function labelled(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}
