// Ordering a venue controls, as a guest on a phone sees it: staff switch pickup off
// in the menu editor's Ordering section and pause ordering with a note; the guest menu shows both
// at once (the server's first screen too), offers no way to order while paused, and an order
// through the API is refused with its own code. The demo menu is put back as it was afterwards.
import path from 'node:path';
import { type APIRequestContext, type Browser, type Page, request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_ADMIN, DEMO_PASSWORD, expectConsole, signIn } from './support/console';
import { expect, test } from './support/fixtures';
import { screenshotDir } from './support/paths';

const MENU = 'linden-cafe';
const MENU_PAGE = `/user/online-menu/${MENU}`;
const TEA = { title: 'Loose-leaf Tea', option: 'Pot for two' };
const NOTE = 'Back after the lunch rush';

interface PublicItem {
  id: string;
  title: string;
  settings: { options: unknown[] };
}
interface PublicMenu {
  settings: { ordering: Record<string, unknown> };
  categories: { items: PublicItem[]; subCategories: { items: PublicItem[] }[] }[];
}

/** The guest's own API session: orders one tea of any type, answering the status and code. */
async function guestApi(baseURL: string) {
  const api = await request.newContext({ baseURL });
  await api.post(`/api/v1/customer/create/online-menu/${MENU}`);
  const menu = (await (await api.get(`/api/v1/online-menu/public/${MENU}`)).json()) as PublicMenu;
  const tea = menu.categories
    .flatMap((c) => [...c.items, ...c.subCategories.flatMap((s) => s.items)])
    .find((item) => item.title === TEA.title) as PublicItem;
  let keys = 0;
  const order = async (type: 'pickup' | 'delivery') => {
    const res = await api.post('/api/v1/order/create', {
      data: {
        menuSlug: MENU,
        type,
        lines: [{ itemId: tea.id, optionIndex: 0, quantity: 1 }],
        ...(type === 'delivery'
          ? { delivery: { name: 'Mia', phone: '+44 20 7946 0018', address: '5 Elm Road', time: 'asap' } }
          : {}),
        idempotencyKey: `e2e-paused-${Date.now()}-${++keys}`,
      },
    });
    return { status: res.status(), code: ((await res.json()) as { code?: string }).code };
  };
  return { api, ordering: menu.settings.ordering, order };
}

async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/v1/login', {
    data: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return api;
}

async function menuEditor(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const staff = await context.newPage();
  await signIn(staff, DEMO_ADMIN.email, DEMO_PASSWORD);
  await expectConsole(staff, DEMO_ADMIN.name);
  await staff.goto(`/user/app/menus/${MENU}`);
  return staff;
}

test('a venue switches pickup off and pauses ordering: the guest menu shows it at once and such orders are refused', {
  tag: '@phone-only',
}, async ({ page: guest, browser, baseURL }) => {
  const base = baseURL as string;
  const guestCalls = await guestApi(base);
  const restore = await staffApi(base);
  const staff = await menuEditor(browser, base);
  try {
    await test.step('staff switch pickup off in the Ordering section', async () => {
      await staff.getByRole('tab', { name: 'Settings' }).click();
      const ordering = staff.getByRole('region', { name: 'Ordering' });
      const pickup = ordering.getByRole('switch', { name: 'Pickup' });
      await expect(pickup).toBeChecked();
      await pickup.click();
      await expect(pickup).not.toBeChecked();
      await staff.getByRole('button', { name: 'Save' }).click();
      await expect(staff.getByText('The menu settings have been saved.')).toBeVisible();
    });

    await test.step('the guest cart offers delivery only', async () => {
      await guest.goto(MENU_PAGE);
      await guest.getByRole('button', { name: 'Skip tour' }).click();
      await guest.getByRole('button', { name: TEA.title, exact: true }).click();
      const dialog = guest.getByRole('dialog', { name: TEA.title });
      await dialog.getByRole('radio', { name: new RegExp(`^${TEA.option}`) }).check();
      await dialog.getByRole('button', { name: /^Add to cart/ }).click();
      await guest.getByRole('link', { name: /^View cart, quantity 1/ }).click();
      await expect(guest.getByRole('radio', { name: /Delivery/ })).toBeChecked();
      await expect(guest.getByRole('radio', { name: /Pickup/ })).toHaveCount(0);
      expect(await guestCalls.order('pickup')).toEqual({ status: 409, code: 'ORDER_MODE_OFF' });
    });

    await test.step('staff pause ordering for half an hour with a note', async () => {
      const panel = staff.getByRole('region', { name: 'Taking orders' });
      await panel
        .getByRole('group', { name: 'Pause for' })
        .getByRole('button', { name: '30 minutes' })
        .click();
      await panel.getByLabel('Note for guests (optional)').fill(NOTE);
      await panel.getByRole('switch', { name: 'Pause ordering' }).click();
      await expect(panel.getByText(/^Ordering is paused until /)).toBeVisible();
    });

    await test.step('the guest menu says so at once, in its first screen too, and offers no ordering', async () => {
      const banner = /^Ordering is paused — back at \d{1,2}:\d{2}/;
      // The page as the server writes it, before the app runs.
      const html = await (await guest.request.get(MENU_PAGE)).text();
      expect(html).toContain('Ordering is paused — back at');
      expect(html).toContain(NOTE);

      await guest.goto(MENU_PAGE);
      await expect(guest.getByText(banner)).toBeVisible();
      await expect(guest.getByText(NOTE)).toBeVisible();
      await expect(guest.getByRole('link', { name: /^View cart/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(guest);
      // The page opens where the guest left it; the picture shows the banner under the hero.
      await guest.evaluate(() => window.scrollTo(0, 0));
      await guest.evaluate(() => document.fonts.ready);
      await guest.screenshot({
        path: path.join(screenshotDir, 'ordering-paused-phone.png'),
        animations: 'disabled',
        caret: 'hide',
      });

      await guest.getByRole('button', { name: TEA.title, exact: true }).click();
      const dialog = guest.getByRole('dialog', { name: TEA.title });
      await expect(dialog.getByRole('button', { name: 'Ordering is paused' })).toBeDisabled();
      await dialog.getByRole('button', { name: /close/i }).first().click();

      await guest.goto(`${MENU_PAGE}/cart`);
      await expect(guest.getByText(banner)).toBeVisible();
      await expect(guest.getByRole('heading', { name: TEA.title })).toBeVisible();
      await expect(guest.getByRole('button', { name: /^Place order/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(guest);
    });

    await test.step('an order through the API is refused with the clear code', async () => {
      expect(await guestCalls.order('delivery')).toEqual({ status: 409, code: 'ORDERING_PAUSED' });
      expect(await guestCalls.order('pickup')).toEqual({ status: 409, code: 'ORDERING_PAUSED' });
    });
  } finally {
    const restored = await restore.post(`/api/v1/online-menu/edit/${MENU}`, {
      data: { settings: { ordering: guestCalls.ordering, pause: { paused: false } } },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
    await staff.context().close();
    await restore.dispose();
    await guestCalls.api.dispose();
  }
});
