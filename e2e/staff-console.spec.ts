// Staff in the console: new orders are counted in the navigation and come into the
// orders list live; pending invitations can be seen, sent again and withdrawn, and the links that
// no longer count stop working; dialogs keep what was typed when Escape closes a dropdown; only
// sections that exist are offered, payments among them. Phone pictures of each screen.
import path from 'node:path';
import { type Page, request, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
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
  categories: { items: PublicItem[]; subCategories: { items: PublicItem[] }[] }[];
}

/** A guest of the demo menu placing one-item pickup orders through the API. */
async function guestOrders(baseURL: string) {
  const api = await request.newContext({ baseURL });
  await api.post(`/api/v1/customer/create/online-menu/${MENU}`);
  const menu = (await (await api.get(`/api/v1/online-menu/public/${MENU}`)).json()) as PublicMenu;
  const item = menu.categories
    .flatMap((c) => [...c.items, ...c.subCategories.flatMap((s) => s.items)])
    .find((i) => !i.soldOut && i.availability === null && i.settings.addons.every((a) => a.min === 0))!;
  let keys = 0;
  return {
    dispose: () => api.dispose(),
    async place(): Promise<number> {
      const res = await api.post('/api/v1/order/create', {
        data: {
          menuSlug: MENU,
          type: 'pickup',
          lines: [{ itemId: item.id, optionIndex: item.settings.options.length ? 0 : null, quantity: 1 }],
          idempotencyKey: `e2e-staff-${Date.now()}-${++keys}`,
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      return ((await res.json()) as { number: number }).number;
    },
  };
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

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** The console navigation, opened from the menu button on a phone. */
async function openNav(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) await page.getByRole('button', { name: /^Open navigation/ }).click();
  const nav = page.getByRole('navigation', { name: 'Console sections' }).last();
  await expect(nav).toBeVisible();
  return nav;
}

async function signInAdmin(page: Page) {
  await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
  await expectConsole(page, DEMO_ADMIN.name);
}

test(
  'new orders are counted in the navigation and come into the orders list live',
  { tag: '@phone' },
  async ({ page, baseURL }, testInfo) => {
    const guest = await guestOrders(baseURL!);
    try {
      await signInAdmin(page);
      // Opening the list marks every order so far as seen.
      const seen = page.waitForResponse((res) => res.url().endsWith('/profile/menu/seen') && res.ok());
      await page.goto('/user/app/orders');
      await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
      await seen;
      await page.goto('/user/app');
      await expectConsole(page, DEMO_ADMIN.name);

      const first = await guest.place();
      if (isPhone(testInfo)) {
        // The count is read again when the live feed tells of the order (allow a busy machine).
        await expect(
          page.getByRole('button', { name: 'Open navigation (something new is waiting)' }),
        ).toBeVisible({ timeout: 20_000 });
      }
      const nav = await openNav(page, testInfo);
      await expect(nav.getByRole('link', { name: 'Orders (New: 1)' })).toBeVisible({ timeout: 20_000 });
      await shoot(page, testInfo, 'orders-badge');

      await nav.getByRole('link', { name: 'Orders (New: 1)' }).click();
      await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: `Open order ${first}` })).toBeVisible();
      await expect(
        (await openNav(page, testInfo)).getByRole('link', { name: 'Orders', exact: true }),
      ).toBeVisible();
      if (isPhone(testInfo)) await page.keyboard.press('Escape');

      const second = await guest.place();
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: `Open order ${second}` }) });
      await expect(row).toBeVisible({ timeout: 20_000 });
      await expect(row).toHaveClass(/gl-orders-row--fresh/);
      // At the top of the list (the first row of the table's body).
      await expect(page.locator('.gl-orders-table tbody tr').first()).toContainText(`#${second}`);
      await shoot(page, testInfo, 'orders-live');
    } finally {
      await guest.dispose();
    }
  },
);

test(
  'pending invitations are listed, sent again and withdrawn; old links stop working',
  { tag: '@phone' },
  async ({ page, browser, baseURL }, testInfo) => {
    await signInAdmin(page);
    await page.goto('/user/app/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await expect(dialog.getByLabel('Role', { exact: true })).toBeFocused();
    await dialog.locator('.p-dropdown', { has: page.getByLabel('Role', { exact: true }) }).click();
    await page.getByRole('option', { name: /^Waiter/ }).click();
    await dialog.getByRole('button', { name: 'Create invitation' }).click();
    const ready = page.getByRole('dialog', { name: 'Invitation ready' });
    const firstLink = await ready.getByLabel('Invitation link').inputValue();
    await ready.getByRole('button', { name: 'Done' }).click();

    const pending = page.locator('section', {
      has: page.getByRole('heading', { name: 'Pending invitations' }),
    });
    const resend = pending
      .getByRole('button', { name: 'Send the invitation for Link shared by hand again' })
      .first();
    await expect(resend).toBeVisible();
    await expect(pending.getByText(/^Waiter · invited by Alex Linden/).first()).toBeVisible();
    await pending.scrollIntoViewIfNeeded();
    await shoot(page, testInfo, 'pending-invitations');

    await resend.click();
    const again = page.getByRole('dialog', { name: 'Invitation sent again' });
    const secondLink = await again.getByLabel('Invitation link').inputValue();
    expect(secondLink).not.toBe(firstLink);
    await again.getByRole('button', { name: 'Done' }).click();

    const context = await browser.newContext({ baseURL });
    const visitor = await context.newPage();
    try {
      await visitor.goto(firstLink);
      await expect(visitor.getByRole('heading', { name: "We can't find this invitation" })).toBeVisible();
      await expectNoSeriousA11yViolations(visitor);
      await visitor.goto(secondLink);
      await expect(visitor.getByRole('heading', { name: 'Join Linden Café' })).toBeVisible();

      const count = await pending.getByRole('listitem').count();
      await pending
        .getByRole('button', { name: 'Withdraw the invitation for Link shared by hand' })
        .first()
        .click();
      const ask = page.getByRole('alertdialog', { name: 'Withdraw the invitation for Link shared by hand?' });
      await ask.getByRole('button', { name: 'Withdraw' }).click();
      await expect(ask).toBeHidden();
      await expect(pending.getByRole('listitem')).toHaveCount(count - 1);

      await visitor.goto(secondLink);
      await expect(visitor.getByRole('heading', { name: "We can't find this invitation" })).toBeVisible();
    } finally {
      await context.close();
    }
  },
);

test(
  'a dialog keeps what was typed when Escape closes a dropdown, and asks before discarding',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await signInAdmin(page);
    await page.goto('/user/app/users');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.getByLabel('Their email (optional)').fill('sam@example.com');

    await dialog.locator('.p-dropdown', { has: page.getByLabel('Role', { exact: true }) }).click();
    await expect(page.getByRole('option', { name: /^Waiter/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('option', { name: /^Waiter/ })).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Their email (optional)')).toHaveValue('sam@example.com');

    await page.keyboard.press('Escape');
    const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await expect(ask).toBeVisible();
    await shoot(page, testInfo, 'dialog-discard');
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByLabel('Their email (optional)')).toHaveValue('sam@example.com');

    await page.keyboard.press('Escape');
    await page
      .getByRole('alertdialog', { name: 'Discard your changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(dialog).toBeHidden();
  },
);

test(
  'every section is offered, Integrations too; payments have their own',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await signInAdmin(page);
    const nav = await openNav(page, testInfo);
    await expect(nav.getByRole('link', { name: 'Payments' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Surveys', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'QR pages', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Integrations', exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Payments' }).click();
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Linden Café' })).toHaveAttribute(
      'href',
      `/user/app/menus/${MENU}/payments`,
    );
    await shoot(page, testInfo, 'payments');

    await page.goto('/user/app/bonus-program');
    await expect(page.getByRole('heading', { name: 'Bonus program', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Linden Café' })).toHaveCount(0);

    await page.goto('/user/app/roles');
    await page.getByRole('navigation', { name: 'Roles' }).getByRole('button').first().click();
    await expect(page.getByRole('checkbox', { name: 'Menus', exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'QR pages', exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Integrations', exact: true })).toBeVisible();
  },
);
