// The demo menu in a guest's language, translated by the real Apertium the suite starts beside the
// product (support/app-server.ts): a guest on a phone picks Spanish and, once the engine has
// answered, reads the dishes, their descriptions, the categories and the add-ons in Spanish; a
// German guest (no engine covers English to German here) reads the menu as written, marked as
// English; the manager corrects a dish's Spanish name and the guest sees it on the next load, also in
// a second menu with a dish of the same name (the company's translation memory). The correction is
// taken back afterwards. A Ukrainian guest reads a menu the venue wrote in Russian in Ukrainian
// (Apertium rus-ukr). The menus made here through the staff API are deleted at the end; one left
// by an interrupted run is replaced, so the journey runs again on the same database.
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
/** A second menu of the company with a dish of the same English name. */
const BRUNCH = { slug: 'linden-weekend-brunch-e2e', title: 'Linden Weekend Brunch', category: 'Weekend' };
/**
 * A menu written in Russian, and what Apertium rus-ukr makes of it (asked of the APY the suite
 * starts). The pair breaks on "меню": that text stays as written, and holds back none of the others.
 */
const RUSSIAN = {
  slug: 'linden-soups-ru-e2e',
  title: 'Linden Soups',
  category: 'Супы',
  dish: 'Горячий борщ с говядиной',
  description: 'Суп из свёклы с говядиной, капустой и картофелем.',
  untranslatable: 'Есть в детском меню',
};
const UKRAINIAN = {
  category: 'Супи',
  dish: 'Гарячий борщ з яловичиною',
  description: 'Суп з буряка з яловичиною, капустою і картоплею.',
};

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

/**
 * A fresh active menu with one category and one dish, made through the staff API (one of the same
 * address left by an interrupted run is deleted first).
 */
async function createMenu(
  staff: APIRequestContext,
  menu: { slug: string; title: string; language: string; category: string },
  dish: { title: string; subTitle?: string; description?: string },
): Promise<void> {
  await deleteMenu(staff, menu.slug);
  const created = await staff.post('/api/v1/online-menu/create', {
    data: { slug: menu.slug, title: menu.title, language: menu.language },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const edit = `/api/v1/online-menu/edit/${menu.slug}`;
  const category = await staff.post(`${edit}/create-category`, { data: { title: menu.category } });
  expect(category.ok(), await category.text()).toBe(true);
  const { id: categoryId } = (await category.json()) as { id: string };
  const item = await staff.post(`${edit}/create-item`, { data: { categoryId, price: 890, ...dish } });
  expect(item.ok(), await item.text()).toBe(true);
  const active = await staff.post(`${edit}/active`, { data: { isActive: true } });
  expect(active.ok(), await active.text()).toBe(true);
}

async function deleteMenu(staff: APIRequestContext, slug: string): Promise<void> {
  const res = await staff.delete(`/api/v1/online-menu/edit/${slug}`);
  expect([200, 404], await res.text()).toContain(res.status());
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

/** Whether this is the journey's first run on this database (not a retry, nor a repeat). */
const firstAttempt = () => test.info().retry === 0 && test.info().repeatEachIndex === 0;

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
      if (!firstAttempt()) {
        test.info().annotations.push({
          type: 'note',
          description: 'an earlier attempt on this database left the menu in Spanish in the memory',
        });
        return;
      }
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

    await test.step('another menu with a dish of the same name shows the corrected Spanish name', async () => {
      await createMenu(
        staff,
        { ...BRUNCH, language: 'en' },
        { title: DISH.title, description: 'Served until 3 pm on weekends.' },
      );
      await guest.goto(`/user/online-menu/${BRUNCH.slug}`);
      await expect(guest.locator('html')).toHaveAttribute('lang', 'es');
      const dish = guest.getByRole('button', { name: CORRECTED, exact: true });
      await expect(dish).toBeVisible();
      await expect(dish).not.toHaveAttribute('lang');
      await expect(guest.getByRole('button', { name: DISH.title, exact: true })).toHaveCount(0);
      await expect(guest.getByRole('button', { name: spanish.title, exact: true })).toHaveCount(0);
    });
  } finally {
    await staff.post('/api/v1/translation/correction', {
      data: { source: DISH.title, from: 'en', to: 'es', text: '' },
    });
    await deleteMenu(staff, BRUNCH.slug);
    await staff.dispose();
    await guest.context().close();
    await german.context().close();
  }
});

test('a Ukrainian guest reads a menu written in Russian in Ukrainian', async ({ browser, baseURL }) => {
  test.skip(!translatesWithApertium(), 'needs Apertium APY (apertium-apy with apertium-rus-ukr)');
  test.setTimeout(120_000);
  const base = baseURL as string;
  const staff = await staffApi(base);
  const guest = await phone(browser, base, 'uk-UA');
  try {
    await test.step('the manager writes a menu in Russian through the API', async () => {
      await createMenu(
        staff,
        { ...RUSSIAN, language: 'ru' },
        { title: RUSSIAN.dish, subTitle: RUSSIAN.untranslatable, description: RUSSIAN.description },
      );
    });

    await test.step('a Ukrainian guest reads the dish, its description and the category in Ukrainian; a note the engine cannot take, as written', async () => {
      await guest.goto(`/user/online-menu/${RUSSIAN.slug}`);
      await expect(guest.locator('html')).toHaveAttribute('lang', 'uk');
      // Until Apertium has answered, the guest reads the Russian as written; then, in Ukrainian.
      await expect(async () => {
        await guest.reload();
        await expect(card(guest, UKRAINIAN.dish)).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 90_000 });
      const dish = card(guest, UKRAINIAN.dish);
      await expect(dish).toContainText(UKRAINIAN.description);
      await expect(dish).toContainText(RUSSIAN.untranslatable);
      await expect(dish.getByRole('button', { name: UKRAINIAN.dish })).not.toHaveAttribute('lang');
      await expect(guest.getByRole('heading', { level: 2, name: UKRAINIAN.category })).toBeVisible();
      await expect(guest.getByRole('button', { name: RUSSIAN.dish, exact: true })).toHaveCount(0);
      await guest.screenshot({ path: test.info().outputPath('menu-in-ukrainian.png') });
      await expectNoSeriousA11yViolations(guest);
    });
  } finally {
    await deleteMenu(staff, RUSSIAN.slug);
    await staff.dispose();
    await guest.context().close();
  }
});
