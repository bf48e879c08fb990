// The demo menu in a guest's language, translated by the real Apertium the suite starts beside the
// product (support/app-server.ts): a guest on a phone picks Spanish and, once the engine has
// answered, reads the dishes, their descriptions, the categories and the add-ons in Spanish; a
// German guest (no engine covers English to German here) reads the menu as written, marked as
// English; the manager corrects a dish's Spanish name and the guest sees it on the next load. The
// correction is taken back afterwards.
import { type APIRequestContext, type Browser, type Page, request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { translatesWithApertium } from './support/app-server';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/console';
import { expect, test } from './support/fixtures';

const MENU_PAGE = '/user/online-menu/linden-cafe';
const PHONE = { width: 390, height: 844 };
/** Texts of the demo menu (apps/api/src/db/seed/demo-menu-data.ts). */
const DISH = {
  title: 'Avocado Toast',
  description: 'Smashed avocado on rye with lime, chilli flakes, pickled red onion and a poached egg.',
  addon: 'Add to your plate',
  option: 'Smoked bacon',
};
const CATEGORY = 'Breakfast';
const CORRECTED = 'Tostada de aguacate con huevo';

async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/v1/login', {
    data: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return api;
}

/** What the company's translation memory (filled by Apertium) says for a text in Spanish. */
async function inSpanish(staff: APIRequestContext, text: string): Promise<string> {
  const res = await staff.post('/api/v1/translate', { data: { text, from: 'en', to: 'es' } });
  expect(res.ok(), await res.text()).toBe(true);
  const answer = (await res.json()) as { text: string; state: string };
  expect(answer.state, `"${text}" translated by the engine`).toBe('machine');
  return answer.text;
}

async function phone(browser: Browser, baseURL: string, locale: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  return context.newPage();
}

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('button', { name: title, exact: true }) });

test('a guest reads the menu in Spanish, a German guest reads it marked as English, and a staff correction shows', async ({
  browser,
  baseURL,
}) => {
  test.skip(!translatesWithApertium(), 'needs Apertium APY (apertium-apy with apertium-eng-spa)');
  const base = baseURL as string;
  const staff = await staffApi(base);
  const guest = await phone(browser, base, 'en-GB');
  const german = await phone(browser, base, 'de-DE');
  try {
    await test.step('a guest picks Spanish: what is not translated yet shows as written, said once', async () => {
      await guest.goto(MENU_PAGE);
      await expect(guest.getByRole('heading', { level: 2, name: CATEGORY })).toBeVisible();
      const picker = guest.getByRole('combobox', { name: 'Language' });
      // Like a guest's tap: the picker lists every language once touched (the app's own picker,
      // which replaces the server's first screen a moment after it shows).
      await expect(async () => {
        await picker.focus();
        await picker.selectOption('es', { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await expect(guest.locator('html')).toHaveAttribute('lang', 'es');
      // The memory had none of the menu's texts in Spanish: they are asked of Apertium meanwhile.
      await expect(guest.getByText('Este menú se muestra en su idioma original: inglés.')).toBeVisible();
      await expect(card(guest, DISH.title).getByRole('button', { name: DISH.title })).toHaveAttribute(
        'lang',
        'en',
      );
    });

    const spanish = {
      title: await inSpanish(staff, DISH.title),
      description: await inSpanish(staff, DISH.description),
      category: await inSpanish(staff, CATEGORY),
      addon: await inSpanish(staff, DISH.addon),
      option: await inSpanish(staff, DISH.option),
    };

    await test.step('once Apertium has answered, dishes, descriptions, categories and add-ons read in Spanish', async () => {
      expect(spanish.title).not.toBe(DISH.title);
      await expect(async () => {
        await guest.reload();
        await expect(card(guest, spanish.title)).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 60_000 });
      const dish = card(guest, spanish.title);
      await expect(dish).toContainText(spanish.description);
      await expect(dish.getByRole('button', { name: spanish.title })).not.toHaveAttribute('lang');
      await expect(guest.getByRole('heading', { level: 2, name: spanish.category })).toBeVisible();
      await expect(guest.getByText('Este menú se muestra en su idioma original: inglés.')).toHaveCount(0);
      await guest.screenshot({ path: test.info().outputPath('menu-in-spanish.png') });
      await expectNoSeriousA11yViolations(guest);

      await dish.getByRole('button', { name: spanish.title }).click();
      const dialog = guest.getByRole('dialog', { name: spanish.title });
      await expect(dialog.getByRole('group', { name: spanish.addon })).toBeVisible();
      await expect(dialog.getByText(spanish.option, { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
    });

    await test.step('a German guest reads the menu as written, marked as English, without an error', async () => {
      await german.goto(MENU_PAGE);
      await expect(german.locator('html')).toHaveAttribute('lang', 'de');
      const dish = card(german, DISH.title);
      await expect(dish).toBeVisible();
      await expect(dish.getByRole('button', { name: DISH.title })).toHaveAttribute('lang', 'en');
      await expect(dish.getByText('Original · Englisch')).toBeVisible();
      // The venue wrote this dish's German name itself.
      await expect(german.getByRole('button', { name: 'Linden-Frühstück', exact: true })).toBeVisible();
      await expect(german.getByRole('heading', { level: 2, name: CATEGORY })).toHaveAttribute('lang', 'en');
      await german.screenshot({ path: test.info().outputPath('menu-in-german.png') });
      await expectNoSeriousA11yViolations(german);
    });

    await test.step('the manager corrects the dish’s Spanish name: the guest sees it on the next load', async () => {
      const saved = await staff.post('/api/v1/translation/correction', {
        data: { source: DISH.title, from: 'en', to: 'es', text: CORRECTED },
      });
      expect(saved.status(), await saved.text()).toBe(204);
      await guest.reload();
      await expect(card(guest, CORRECTED)).toContainText(spanish.description);
      await expect(guest.getByRole('button', { name: spanish.title, exact: true })).toHaveCount(0);
    });
  } finally {
    await staff.post('/api/v1/translation/correction', {
      data: { source: DISH.title, from: 'en', to: 'es', text: '' },
    });
    await staff.dispose();
    await guest.context().close();
    await german.context().close();
  }
});
