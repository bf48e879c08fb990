// A guest finds their order again (issue: guests lose their order). At a table, on a phone, the
// guest orders, leaves the order page for the menu — the table stays in the address — and opens
// the order again from the menu's pill; the header leads to their profile. axe checks every
// guest page on the way, and the pill is photographed for docs/screenshots.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { screenshotDir } from './support/paths';

const MENU = 'linden-cafe';
const TABLE_PATH = `/user/online-menu/${MENU}/old-town/garden-terrace/t2`;

async function skipTour(guest: Page) {
  await expect(guest.getByRole('heading', { name: 'Linden Café', level: 1 })).toBeVisible();
  // The first-visit tour is tested in the menu journey; it may open a moment after the heading.
  await guest.getByRole('button', { name: 'Skip tour' }).click();
  await expect(guest.getByRole('button', { name: 'Skip tour' })).toBeHidden();
}

test('a guest at a table leaves the order page and finds the order again from the menu', {
  tag: '@phone-only',
}, async ({ page: guest }) => {
  let number = '';
  const pill = () =>
    guest
      .getByRole('navigation', { name: 'Your orders' })
      .getByRole('link', { name: new RegExp(`^Order #${number} `) });

  await test.step('the guest at table T2 orders a cappuccino', async () => {
    await guest.goto(TABLE_PATH);
    await skipTour(guest);
    await expect(guest).toHaveTitle('Linden Café · Guestloop');
    await expect(guest.getByRole('navigation', { name: 'Your orders' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(guest);
    await guest.getByRole('button', { name: 'Cappuccino', exact: true }).click();
    const dialog = guest.getByRole('dialog', { name: 'Cappuccino' });
    await dialog.getByRole('radio', { name: /^Regular/ }).check();
    await dialog.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(dialog).toBeHidden();
    await guest.getByRole('link', { name: /^View cart, quantity 1/ }).click();
    await expect(guest).toHaveTitle('Cart · Linden Café · Guestloop');
    await expect(guest.getByRole('radio', { name: /At my table/ })).toBeChecked();
    await expectNoSeriousA11yViolations(guest);
    await guest.getByRole('button', { name: /^Place order/ }).click();
    const heading = guest.getByRole('heading', { name: /^Order #\d+$/, level: 1 });
    await expect(heading).toBeVisible();
    number = (await heading.textContent())!.replace(/\D/g, '');
    await expect(guest).toHaveTitle(`Order #${number} · Linden Café · Guestloop`);
    await expectNoSeriousA11yViolations(guest);
  });

  await test.step('back to the menu keeps the table in the address', async () => {
    await guest.getByRole('main').getByRole('link', { name: 'Back to the menu' }).click();
    await expect(guest).toHaveURL(new RegExp(`${TABLE_PATH}$`));
    await expect(guest.getByRole('heading', { name: 'Linden Café', level: 1 })).toBeVisible();
  });

  await test.step("the menu's pill shows the open order and opens it", async () => {
    await expect(pill()).toBeVisible();
    await expect(pill()).toHaveText(new RegExp(`Order #${number}\\s*Received`));
    await expectNoSeriousA11yViolations(guest);
    await guest.evaluate(() => document.fonts.ready);
    await guest.screenshot({
      path: path.join(screenshotDir, 'order-pill-phone.png'),
      animations: 'disabled',
      caret: 'hide',
    });
    await pill().click();
    await expect(guest.getByRole('heading', { name: `Order #${number}`, level: 1 })).toBeVisible();
    await expect(guest).toHaveURL(new RegExp(`/user/online-menu/${MENU}/[^/]+/order$`));
  });

  await test.step('a reload of the menu still finds it: the device remembers the order', async () => {
    await guest.goto(TABLE_PATH);
    await expect(pill()).toBeVisible();
  });

  await test.step('the header leads to the guest’s profile and bonuses', async () => {
    await guest.getByRole('banner').getByRole('link', { name: 'Your profile and bonuses' }).first().click();
    await expect(guest).toHaveURL(new RegExp(`/user/online-menu/${MENU}/profile$`));
    await expect(guest).toHaveTitle('Your profile · Linden Café · Guestloop');
    await expect(guest.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(guest);
  });
});
