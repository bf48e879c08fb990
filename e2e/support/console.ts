// Steps that several journeys share: signing in, recognising the console, picking a language.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'guestloop-demo';
export const DEMO_ADMIN = { email: 'admin@demo.guestloop.app', name: 'Alex Linden' };

const AUTH_PAGE = /\/user\/app\/(sign-in|register|activate|complete-registration|forgot-password)/;

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/user/app/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await fillSignIn(page, email, password);
}

/** The user menu button in the console header, named after the signed-in person. */
export function userMenu(page: Page, userName: string) {
  return page.getByRole('button', { name: userName });
}

/** Waits until the console shows (an address under /user/app that is not an auth page). */
export async function expectConsole(page: Page, userName: string): Promise<void> {
  await expect(page).toHaveURL(/\/user\/app(\/|$|\?)/);
  await expect(page).not.toHaveURL(AUTH_PAGE);
  await expect(userMenu(page, userName)).toBeVisible();
}

export async function signOut(page: Page, userName: string, label = 'Sign out'): Promise<void> {
  await userMenu(page, userName).click();
  await page.getByRole('menuitem', { name: label }).click();
  await expect(page).toHaveURL(/\/user\/app\/sign-in/);
}

/** Picks a language in the "Language" control (a PrimeReact dropdown), by its own name. */
export async function chooseLanguage(
  page: Page,
  languageName: string,
  controlName: string | RegExp = 'Language',
) {
  // PrimeReact keeps a visually hidden input (labelled) inside the visible dropdown: open the dropdown.
  const dropdown = page
    .locator('.p-dropdown', { has: page.getByLabel(controlName, { exact: true }) })
    .first();
  await dropdown.click();
  await page.getByRole('option', { name: languageName, exact: true }).click();
}

/** What the browser keeps for this origin: localStorage keys and IndexedDB database names. */
/**
 * What the browser keeps for the product: localStorage keys, and the language remembered in
 * the persisted state (IndexedDB `guestloop`, store `keyval`, key `state`), null when none.
 */
export async function browserStorage(
  page: Page,
): Promise<{ localStorage: string[]; language: string | null }> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    let language: string | null = null;
    if (names.includes('guestloop')) {
      const raw = await new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('guestloop');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve(null);
          const get = db.transaction('keyval', 'readonly').objectStore('keyval').get('state');
          get.onsuccess = () => {
            resolve(get.result ?? null);
            db.close();
          };
          get.onerror = () => reject(get.error);
        };
      });
      const state = typeof raw === 'string' ? JSON.parse(raw) : raw;
      language = (state as { state?: { language?: string | null } } | null)?.state?.language ?? null;
    }
    return { localStorage: Object.keys(window.localStorage), language };
  });
}

/**
 * Picks a language and waits until it is saved on the account and remembered by the browser
 * (`code`, e.g. 'ar'): a page loaded before that opens in the previous language.
 */
export async function saveLanguage(
  page: Page,
  languageName: string,
  code: string,
  controlName: string | RegExp = 'Language',
): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().endsWith('/profile/set-language') && r.ok());
  await chooseLanguage(page, languageName, controlName);
  await saved;
  await expect.poll(async () => (await browserStorage(page)).language).toBe(code);
}
