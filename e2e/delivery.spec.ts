// Delivery that works, on a phone: a guest orders for delivery from the main menu
// address. The cart asks for the name, phone, street and time before any order exists, and the
// guest signs in with a code from the mail right there, keeping what was typed; the order then
// carries its delivery fee, and the kitchen (staff in another browser, on the console's order
// page) sees who, where, when and the fee. axe checks every guest page on the way.
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_ADMIN, DEMO_PASSWORD, expectConsole, signIn } from './support/console';
import { expect, test, uniqueEmail } from './support/fixtures';
import { screenshotDir } from './support/paths';

const MENU = 'linden-cafe';
/** Served all day, as the demo café sells it (euro cents); the demo menu's delivery fee is €2.50. */
const TEA = { title: 'Loose-leaf Tea', option: 'Pot for two', minor: 620 };
const FEE = 250;
const euro = (minor: number) => `€${(minor / 100).toFixed(2)}`;

async function staffOrderPage(browser: Browser, baseURL: string, number: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const staff = await context.newPage();
  await signIn(staff, DEMO_ADMIN.email, DEMO_PASSWORD);
  await expectConsole(staff, DEMO_ADMIN.name);
  await staff.goto('/user/app/orders');
  await staff.getByRole('link', { name: `Open order ${number}`, exact: true }).click();
  await expect(staff.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  return staff;
}

test('a guest orders for delivery from the main menu: address, phone and time first, sign-in by code, the kitchen sees it all', {
  tag: '@phone-only',
}, async ({ page: guest, browser, baseURL, mailbox }) => {
  const email = uniqueEmail('delivery');
  let number = '';
  let wishedTime = '';

  await test.step('the guest fills the cart from the main menu and picks delivery', async () => {
    await guest.goto(`/user/online-menu/${MENU}`);
    await expect(guest.getByRole('heading', { name: 'Linden Café', level: 1 })).toBeVisible();
    await guest.getByRole('button', { name: 'Skip tour' }).click();
    await expect(guest.getByRole('button', { name: 'Skip tour' })).toBeHidden();
    await expectNoSeriousA11yViolations(guest);
    await guest.getByRole('button', { name: TEA.title, exact: true }).click();
    const dialog = guest.getByRole('dialog', { name: TEA.title });
    await dialog.getByRole('radio', { name: new RegExp(`^${TEA.option}`) }).check();
    await dialog.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(dialog).toBeHidden();
    await guest.getByRole('link', { name: /^View cart, quantity 1/ }).click();

    // The mode cards are labels around a visually hidden radio: the guest taps the card.
    const delivery = guest.getByRole('radio', { name: /Delivery/ });
    await guest.locator('label', { has: delivery }).click();
    await expect(delivery).toBeChecked();
    const totals = guest.locator('.gm-totals');
    await expect(totals).toContainText(`Delivery fee${euro(FEE)}`);
    await expect(totals).toContainText(`Total${euro(TEA.minor + FEE)}`);
  });

  await test.step('name, phone, street and time are asked before the order exists', async () => {
    await guest.getByLabel('Name', { exact: true }).fill('Mia Guest');
    await guest.getByLabel('Phone number').fill('+44 20 7946 0018');
    await guest.getByLabel('Street and house number').fill('5 Elm Road');
    await guest.getByLabel('Notes for the courier (optional)').fill('Ring twice');
    const when = guest.getByLabel('Delivery time');
    const later = when.locator('option').nth(2);
    wishedTime = ((await later.textContent()) ?? '').match(/\d{1,2}:\d{2}/)?.[0] ?? '';
    expect(wishedTime).not.toBe('');
    await when.selectOption({ index: 2 });
    // Signed out: the sign-in card stands where the button would be; nothing is ordered yet.
    await expect(guest.getByRole('button', { name: /^Place order/ })).toHaveCount(0);
    await expect(guest).toHaveURL(new RegExp(`/${MENU}/cart$`));
    await expectNoSeriousA11yViolations(guest);
  });

  await test.step('the guest signs in with a code from the mail, in the cart, keeping what was typed', async () => {
    const card = guest.getByRole('region', { name: 'Sign in to order delivery' });
    await card.getByLabel('Email').fill(email);
    await card.getByRole('button', { name: 'Email me a code' }).click();
    const code = card.getByLabel('Code from the email');
    await expect(code).toBeFocused();
    await expectNoSeriousA11yViolations(guest);
    const mail = await mailbox.waitFor({ to: email, subjectIncludes: 'is your sign-in code' });
    const sent = /\b(\d{6})\b/.exec(mail.subject)?.[1];
    expect(sent, mail.subject).toBeTruthy();
    await code.fill(sent as string);

    await expect(guest.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(guest.getByLabel('Street and house number')).toHaveValue('5 Elm Road');
    await expect(guest.getByLabel('Phone number')).toHaveValue('+44 20 7946 0018');
    await expect(guest.getByLabel('Delivery time')).not.toHaveValue('asap');
    await expect(guest.locator('a[href^="/user/app"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(guest);
    // The picture starts at the totals: the items, the delivery fee and the total with it.
    await guest.locator('.gm-totals').evaluate((totals) => {
      totals.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -16);
    });
    await guest.evaluate(() => document.fonts.ready);
    await guest.screenshot({
      path: path.join(screenshotDir, 'delivery-cart-phone.png'),
      animations: 'disabled',
      caret: 'hide',
    });
  });

  await test.step('the order is placed with its fee, as the server priced it', async () => {
    await guest.getByRole('button', { name: `Place order ${euro(TEA.minor + FEE)}` }).click();
    const heading = guest.getByRole('heading', { name: /^Order #\d+$/, level: 1 });
    await expect(heading).toBeVisible();
    number = (await heading.textContent())!.replace(/\D/g, '');
    await expect(guest.getByText('Delivery', { exact: true }).first()).toBeVisible();
    await expect(guest.getByText(euro(TEA.minor + FEE)).first()).toBeVisible();
    await expect(guest.getByText('5 Elm Road')).toBeVisible();
    await expectNoSeriousA11yViolations(guest);
  });

  await test.step('the kitchen sees a complete delivery order with its fee', async () => {
    const staff = await staffOrderPage(browser, baseURL as string, number);
    try {
      const where = staff.getByRole('region', { name: 'Delivery' });
      await expect(where).toContainText('5 Elm Road');
      await expect(where).toContainText('Ring twice');
      await expect(staff.getByRole('region', { name: 'Guest' })).toContainText('+44 20 7946 0018');
      await expect(staff.getByRole('region', { name: 'Wanted for' })).toContainText(wishedTime);
      const items = staff.getByRole('region', { name: 'Items' });
      await expect(items).toContainText(`Delivery${euro(FEE)}`);
      await expect(items).toContainText(`Total${euro(TEA.minor + FEE)}`);
    } finally {
      await staff.context().close();
    }
  });
});
