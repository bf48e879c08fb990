// The Syrve POS journey: the administrator saves the Syrve API login in Integrations (through the
// API), opens the demo menu's Syrve page from the menu editor, links three Syrve products to menu
// items and makes a new item from a fourth, by clicking; a guest at a table orders a linked item
// and the Syrve stand-in receives the order under that product; Syrve stop-lists the product and
// the guest menu shows it sold out within a minute, the console page says Syrve stopped it.
// Pictures of the page on a desktop, a phone and in Arabic, and of the guest's menu. Everything is
// taken back.
import path from 'node:path';
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { fakeSyrveCatalogue } from '../apps/api/src/providers/pos/syrve.test-support';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { chooseLanguage, DEMO_ADMIN, DEMO_PASSWORD, expectConsole, signIn } from './support/console';
import { expect, test } from './support/fixtures';
import { screenshotDir } from './support/paths';
import { SYRVE_API_LOGIN } from './support/stand-ins/syrve';

const MENU = 'linden-cafe';
const EDITOR = `/user/app/menus/${MENU}`;
const TABLE_PATH = `/user/online-menu/${MENU}/old-town/hall/1`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** Syrve products linked to the demo menu's items (the option names the item and its category). */
const LINKS = [
  { product: 'Espresso', item: 'Espresso', category: 'Coffee & Tea' },
  { product: 'Flat White', item: 'Flat White', category: 'Coffee & Tea' },
  { product: 'Butter Croissant', item: 'Butter Croissant', category: 'Desserts & Pastries' },
];
const MADE = { product: 'Matcha Latte', category: 'Coffee & Tea' };
const CROISSANT = fakeSyrveCatalogue().products.find((p) => p.name === 'Butter Croissant')!;

const standIn = () => {
  const url = process.env.E2E_STANDIN_SYRVE;
  if (!url) throw new Error('the Syrve stand-in is not running (E2E_STANDIN_SYRVE)');
  return url;
};

async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/v1/login', {
    data: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return api;
}

/** Unlinks every item of the demo menu and deletes items an earlier run made from Syrve products. */
async function takeBack(api: APIRequestContext) {
  const mapping = await (await api.get(`/api/v1/syrve/${MENU}/products`)).json();
  for (const item of mapping.items ?? []) {
    if (item.productId)
      await api.post(`/api/v1/syrve/${MENU}/disconnect`, { data: { online_menu_item_id: item.id } });
  }
  const menu = await (await api.get(`/api/v1/online-menu/edit/${MENU}`)).json();
  const items = (menu.categories ?? []).flatMap(
    (c: { items: unknown[]; subCategories: { items: unknown[] }[] }) => [
      ...c.items,
      ...c.subCategories.flatMap((s) => s.items),
    ],
  ) as { id: string; title: string }[];
  for (const item of items.filter((i) => i.title === MADE.product))
    await api.delete(`/api/v1/online-menu/edit/${MENU}/delete-item/${item.id}`);
}

async function pick(page: Page, dialogName: string, option: string, submit: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.locator('.p-dropdown').click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(screenshotDir, name), animations: 'disabled', caret: 'hide' });
}

test('the administrator links the demo menu to Syrve; a guest’s order reaches Syrve and its stop list sells the item out', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const api = await staffApi(baseURL!);
  await page.setViewportSize(DESKTOP);
  try {
    await test.step('Syrve is saved with its API login, turned on and checked', async () => {
      await takeBack(api);
      await api.post('/api/v1/structure/integration/update', {
        data: { serviceUid: 'syrve', settings: {}, secrets: { apiLogin: SYRVE_API_LOGIN } },
      });
      await api.post('/api/v1/structure/integration/enable', {
        data: { serviceUid: 'syrve', enabled: true },
      });
      const check = await (
        await api.post('/api/v1/structure/integration/check', { data: { serviceUid: 'syrve' } })
      ).json();
      expect(check).toMatchObject({ ok: true });
      expect(check.message).toContain('Linden Café');
    });

    await test.step('the menu editor leads to the Syrve page, which lists Syrve’s products', async () => {
      await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
      await expectConsole(page, DEMO_ADMIN.name);
      await page.goto(EDITOR);
      await page
        .getByRole('navigation', { name: 'Menu pages' })
        .getByRole('link', { name: 'Syrve POS' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/user/app/menus/${MENU}/pos$`));
      await expect(page.getByRole('heading', { name: 'Syrve POS', level: 1 })).toBeVisible();
      await expect(page.getByText('Products: 6')).toBeVisible();
    });

    await test.step('three products are linked to menu items and one becomes a new item', async () => {
      const search = page.getByLabel('Search products');
      for (const link of LINKS) {
        await search.fill(link.product);
        await page.getByRole('button', { name: `Link ${link.product} to a menu item` }).click();
        await pick(page, `Link ${link.product} to a menu item`, `${link.item} — ${link.category}`, 'Link');
        await expect(page.getByText(`${link.item} is linked to ${link.product}`)).toBeVisible();
      }
      await search.fill('matcha');
      await page.getByRole('button', { name: `Create a menu item from ${MADE.product}` }).click();
      await pick(page, `Create an item from ${MADE.product}`, MADE.category, 'Create item');
      await expect(page.getByText(`${MADE.product} was added to the menu`)).toBeVisible();
      await search.fill('');
      const items = page.getByRole('region', { name: "This menu's items" });
      for (const name of [...LINKS.map((l) => l.item), MADE.product]) {
        await expect(items.getByRole('listitem').filter({ hasText: name }).first()).toContainText(
          `Linked to ${name}`,
        );
      }
      await expect(items.getByText(/^4 of \d+ items linked · 0 stopped by Syrve$/)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
    const guest = await context.newPage();
    const croissantCard = guest
      .locator('article.gm-card')
      .filter({ has: guest.getByRole('button', { name: CROISSANT.name, exact: true }) });
    try {
      await test.step('a guest at table 1 orders the croissant; Syrve receives it under its product', async () => {
        await guest.goto(TABLE_PATH);
        await expect(guest.getByRole('heading', { name: 'Linden Café', level: 1 })).toBeVisible();
        await guest.getByRole('button', { name: 'Skip tour' }).click();
        await guest.getByRole('button', { name: CROISSANT.name, exact: true }).click();
        const dialog = guest.getByRole('dialog', { name: CROISSANT.name });
        await dialog.getByRole('button', { name: /^Add to cart/ }).click();
        await expect(dialog).toBeHidden();
        await guest.getByRole('link', { name: /^View cart, quantity 1/ }).click();
        await guest.getByRole('button', { name: /^Place order/ }).click();
        const heading = guest.getByRole('heading', { name: /^Order #\d+$/, level: 1 });
        await expect(heading).toBeVisible();
        const number = (await heading.textContent())!.replace(/\D/g, '');
        await expect
          .poll(
            async () => {
              const orders = (await (await fetch(`${standIn()}/__inspect/orders`)).json()) as {
                order: { comment?: string; items: { productId: string; amount: number }[] };
              }[];
              return orders.find((o) => o.order.comment?.includes(`#${number}`))?.order.items ?? null;
            },
            { timeout: 20_000 },
          )
          .toEqual([expect.objectContaining({ productId: CROISSANT.id, amount: 1 })]);
      });

      await test.step('Syrve stop-lists the croissant: the guest menu shows it sold out within a minute', async () => {
        await fetch(`${standIn()}/__control/stop-list`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ productIds: [CROISSANT.id] }),
        });
        await guest.goto(TABLE_PATH);
        await expect
          .poll(
            async () => {
              await guest.reload();
              await croissantCard.waitFor();
              return croissantCard.getByText('Sold out').isVisible();
            },
            { timeout: 60_000, intervals: [1_000] },
          )
          .toBe(true);
        await expectNoSeriousA11yViolations(guest);
        await croissantCard.scrollIntoViewIfNeeded();
        await shoot(guest, 'syrve-sold-out-phone.png');
      });
    } finally {
      await context.close();
    }

    await test.step('the Syrve page says Syrve stopped it, on a desktop and a phone', async () => {
      await page.reload();
      const items = page.getByRole('region', { name: "This menu's items" });
      await expect(items.getByRole('listitem').filter({ hasText: CROISSANT.name }).first()).toContainText(
        'Stopped by Syrve',
      );
      await shoot(page, 'syrve-desktop.png');
      await page.setViewportSize(PHONE);
      await expect(page.getByRole('heading', { name: 'Syrve POS', level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'syrve-phone.png');
    });

    await test.step('in Arabic the page reads right to left', async () => {
      const saved = page.waitForResponse((r) => r.url().endsWith('/profile/set-language') && r.ok());
      await chooseLanguage(page, 'العربية');
      await saved;
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { name: 'نقطة بيع Syrve', level: 1 })).toBeVisible();
      await expect(page.getByText('أوقفه Syrve').first()).toBeVisible();
      await page.locator('#console-main').focus();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, 'syrve-ar-phone.png');
    });
  } finally {
    await fetch(`${standIn()}/__control/stop-list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productIds: [] }),
    }).catch(() => undefined);
    await takeBack(api);
    await api.post('/api/v1/structure/integration/enable', { data: { serviceUid: 'syrve', enabled: false } });
    await api.post('/api/v1/profile/set-language', { data: { language: 'en' } });
    await api.dispose();
  }
});
