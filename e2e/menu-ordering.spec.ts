// How a venue controls ordering: staff pause ordering from the menu editor and switch
// pickup off in its settings; orders the venue does not take are refused at once with a clear
// code, and the public menu tells guests. The demo menu is put back as it was afterwards.
import path from 'node:path';
import { type APIRequestContext, type Page, request, type TestInfo } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD, expectConsole, signIn } from './support/console';
import { expect, test } from './support/fixtures';
import { screenshotDir } from './support/paths';

const MENU = 'linden-cafe';

interface PublicItem {
  id: string;
  soldOut: boolean;
  availability: unknown;
  settings: { options: unknown[]; addons: { min: number }[] };
}
interface PublicMenu {
  settings: { ordering: Record<string, unknown>; pause: { paused: boolean; note: string | null } };
  categories: { items: PublicItem[]; subCategories: { items: PublicItem[] }[] }[];
}

/** A guest of the demo menu: places a one-item order of any type through the API. */
async function newGuest(baseURL: string) {
  const api = await request.newContext({ baseURL });
  await api.post('/api/v1/customer/create/online-menu/e2e');
  const menu = async () => (await (await api.get(`/api/v1/online-menu/public/${MENU}`)).json()) as PublicMenu;
  const items = (await menu()).categories.flatMap((c) => [
    ...c.items,
    ...c.subCategories.flatMap((s) => s.items),
  ]);
  // Served all day and not sold out, so only the venue's rules can refuse it.
  const item = items.find(
    (i) => !i.soldOut && i.availability === null && i.settings.addons.every((addon) => addon.min === 0),
  ) as PublicItem;
  let keys = 0;
  const order = async (type: string) => {
    const res = await api.post('/api/v1/order/create', {
      data: {
        menuSlug: MENU,
        type,
        lines: [{ itemId: item.id, optionIndex: item.settings.options.length ? 0 : null, quantity: 1 }],
        idempotencyKey: `e2e-ordering-${Date.now()}-${++keys}`,
      },
    });
    return { status: res.status(), code: ((await res.json()) as { code?: string }).code };
  };
  return { api, menu, order };
}

/** Staff's API session, to put the demo menu back whatever the journey left. */
async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const login = await api.post('/api/v1/login', {
    data: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return api;
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  if (testInfo.project.name !== 'phone') return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(screenshotDir, `${name}-phone.png`),
    animations: 'disabled',
    caret: 'hide',
  });
}

test(
  'staff pause ordering and switch pickup off; such orders are refused at once',
  { tag: '@phone' },
  async ({ page, baseURL }, testInfo) => {
    const guest = await newGuest(baseURL as string);
    const staff = await staffApi(baseURL as string);
    const before = (await guest.menu()).settings.ordering;
    try {
      await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
      await expectConsole(page, DEMO_ADMIN.name);
      await page.goto(`/user/app/menus/${MENU}`);
      const panel = page.getByRole('region', { name: 'Taking orders' });
      await expect(panel.getByText('Guests can order now.')).toBeVisible();

      await panel
        .getByRole('group', { name: 'Pause for' })
        .getByRole('button', { name: '30 minutes' })
        .click();
      await panel.getByLabel('Note for guests (optional)').fill('Back in half an hour');
      await panel.getByRole('switch', { name: 'Pause ordering' }).click();
      await expect(panel.getByText(/^Ordering is paused until /)).toBeVisible();
      await expect(panel.getByText('Guests read: Back in half an hour')).toBeVisible();
      await shoot(page, testInfo, 'menu-ordering-paused');

      expect(await guest.order('pickup')).toEqual({ status: 409, code: 'ORDERING_PAUSED' });
      expect((await guest.menu()).settings.pause).toMatchObject({
        paused: true,
        note: 'Back in half an hour',
      });

      await panel.getByRole('switch', { name: 'Pause ordering' }).click();
      await expect(panel.getByText('Guests can order now.')).toBeVisible();
      expect(await guest.order('pickup')).toEqual({ status: 200, code: undefined });

      await page.getByRole('tab', { name: 'Settings' }).click();
      const ordering = page.getByRole('region', { name: 'Ordering' });
      await ordering.getByRole('switch', { name: 'Pickup' }).click();
      await expect(ordering.getByRole('switch', { name: 'Pickup' })).not.toBeChecked();
      // The picture shows the section from its heading, once the pause's notices have gone.
      await expect(page.locator('.p-toast-message')).toHaveCount(0, { timeout: 15_000 });
      await ordering.getByRole('heading', { name: 'Ordering' }).evaluate((heading) => {
        heading.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -96);
      });
      await shoot(page, testInfo, 'menu-ordering-settings');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The menu settings have been saved.')).toBeVisible();

      expect(await guest.order('pickup')).toEqual({ status: 409, code: 'ORDER_MODE_OFF' });
      expect((await guest.menu()).settings.ordering).toMatchObject({ pickup: false });
    } finally {
      const restored = await staff.post(`/api/v1/online-menu/edit/${MENU}`, {
        data: { settings: { ordering: before, pause: { paused: false } } },
      });
      expect(restored.ok(), await restored.text()).toBe(true);
      await staff.dispose();
      await guest.api.dispose();
    }
  },
);
