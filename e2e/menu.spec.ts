// The menu journey: staff build a menu (a category, a sub-category, an item with two
// options, an add-on group and a photo), switch it on and print a table's QR code; a guest on a
// phone opens the table's address, follows the first-visit tour with the keyboard, fills the cart
// (kept across a reload), and reads the menu right-to-left in Arabic. axe checks each guest screen.
import { readFileSync } from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_ADMIN, DEMO_PASSWORD, expectConsole, signIn } from './support/console';
import { expect, test } from './support/fixtures';
import { gradientPng } from './support/png';

const DEMO_LOCATION = 'Linden Café — Old Town';
const PHONE = { width: 390, height: 844 };

/** Prices as typed in the console (major units) and as the guest pays them (minor units). */
const ITEM = {
  title: 'Flat white',
  price: '3.90',
  options: [
    { name: 'Regular', price: '3.90', minor: 390 },
    { name: 'Large', price: '4.70', minor: 470 },
  ],
  addonGroup: 'Extras',
  addons: [
    { name: 'Oat milk', price: '0.60', minor: 60 },
    { name: 'Extra shot', price: '0.90', minor: 90 },
  ],
};

function consoleSection(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name, exact: true });
}

/** Picks an entry of a PrimeReact dropdown found by the label of its hidden input. */
async function pickFromDropdown(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.locator('.p-dropdown', { has: page.getByLabel(label, { exact: true }) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a price into a PrimeReact currency input the way a person does, key by key. */
async function typePrice(input: Locator, price: string) {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.press('Backspace');
  await input.pressSequentially(price);
  await input.blur();
  await expect(input).toHaveValue(new RegExp(price.replace('.', '\\.')));
}

/** Waits until the page's finite CSS animations (a sheet sliding in) are over, so axe sees final colours. */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function expectPdf(download: Download) {
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

test('staff publish a menu and print a table QR; a guest orders from it on a phone, also in Arabic', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people's whole journeys (the staff's menu and QR, a guest's tour, order and Arabic): about
  // a minute alone, more beside the other lane on a busy machine.
  test.setTimeout(150_000);
  const suffix = Math.random().toString(36).slice(2, 6);
  const menuTitle = `Harbour brunch ${suffix}`;
  const category = 'Coffee';
  const subCategory = 'Milk coffee';
  const groupName = `Patio ${suffix}`;
  const tableName = '7';
  let menuSlug = '';
  let currency = '';
  let tableUrl = '';

  await test.step('a staff member signs in', async () => {
    await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
    await expectConsole(page, DEMO_ADMIN.name);
  });

  await test.step('creates a menu for the demo location', async () => {
    await consoleSection(page, 'Menus').click();
    await expect(page.getByRole('heading', { name: 'Online menus', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Create menu' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create menu' });
    await dialog.getByLabel('Title', { exact: true }).fill(menuTitle);
    await pickFromDropdown(page, dialog, 'Location (optional)', DEMO_LOCATION);
    await dialog.getByRole('button', { name: 'Create menu' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: menuTitle, level: 1 })).toBeVisible();
    menuSlug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    expect(menuSlug).toMatch(/^harbour-brunch-/);
    await expect(page.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('adds a category and a sub-category', async () => {
    await page.getByRole('button', { name: 'Add category' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Add category' });
    await dialog.getByLabel('Title', { exact: true }).fill(category);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: category })).toBeVisible();

    await page.getByRole('button', { name: 'Add category' }).first().click();
    dialog = page.getByRole('dialog', { name: 'Add category' });
    await dialog.getByLabel('Title', { exact: true }).fill(subCategory);
    await pickFromDropdown(page, dialog, 'Parent category', category);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    // The sub-category is listed inside its parent.
    await expect(
      page.getByRole('region', { name: category }).getByRole('region', { name: subCategory }),
    ).toBeVisible();
  });

  await test.step('adds an item with two options, an add-on group and an uploaded photo', async () => {
    await page.getByRole('region', { name: subCategory }).getByRole('button', { name: 'Add item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add item' });
    await dialog.getByLabel('Title', { exact: true }).fill(ITEM.title);
    currency = /In ([A-Z]{3}), the menu's currency/.exec(
      (await dialog.getByText(/the menu's currency/).textContent()) ?? '',
    )![1]!;
    await typePrice(dialog.getByLabel('Price', { exact: true }), ITEM.price);

    for (const [index, option] of ITEM.options.entries()) {
      await dialog.getByRole('button', { name: 'Add option' }).click();
      const row = dialog.getByRole('group', { name: `Option ${index + 1}` });
      await row.getByLabel('Option name').fill(option.name);
      await typePrice(row.getByLabel('Option price'), option.price);
    }

    await dialog.getByRole('button', { name: 'Add add-on group' }).click();
    const group = dialog.getByRole('group', { name: 'Add-on group 1' });
    await group.getByLabel('Group name').fill(ITEM.addonGroup);
    const max = group.getByLabel('Maximum');
    await max.fill('2');
    await max.blur();
    await expect(max).toHaveValue('2');
    for (const [index, addon] of ITEM.addons.entries()) {
      if (index > 0) await group.getByRole('button', { name: 'Add add-on' }).click();
      await group.getByLabel('Add-on name').nth(index).fill(addon.name);
      await typePrice(group.getByLabel('Add-on price').nth(index), addon.price);
    }

    // The upload is held until the progress bar has been seen, so the check never races it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/image/upload*', async (route) => {
      await held;
      await route.continue();
    });
    const photos = dialog.getByRole('group', { name: 'Add photo' });
    const chooser = page.waitForEvent('filechooser');
    await photos.getByRole('button', { name: 'Upload', exact: true }).click();
    await (await chooser).setFiles({ name: 'flat-white.png', mimeType: 'image/png', buffer: gradientPng() });
    await expect(photos.getByRole('progressbar', { name: 'Uploading…' })).toBeVisible();
    release();
    const photo = dialog.getByRole('img', { name: 'Photo 1' });
    await expect(photo).toBeVisible();
    await expect(photos.getByRole('progressbar')).toHaveCount(0);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.unroute('**/api/v1/image/upload*');

    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    const items = page.getByRole('region', { name: subCategory });
    await expect(items.getByText(ITEM.title, { exact: true })).toBeVisible();
  });

  await test.step('switches the menu on', async () => {
    const toggle = page.getByRole('switch', { name: 'Public menu' });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(page.getByText('On — guests can open it')).toBeVisible();
    await expect(page.getByRole('link', { name: /Open public menu/ })).toBeVisible();
  });

  await test.step('adds a table at the demo location and prints its QR code', async () => {
    await consoleSection(page, 'Tables and waiters').click();
    await expect(page.getByRole('heading', { name: 'Tables and QR codes', level: 1 })).toBeVisible();
    await pickFromDropdown(page, page, 'Location', DEMO_LOCATION);
    await pickFromDropdown(page, page, 'Menu the QR codes open', menuTitle);
    // The pickers keep a labelled input holding the chosen entry's name.
    await expect(page.getByLabel('Location', { exact: true })).toHaveValue(DEMO_LOCATION);
    await expect(page.getByLabel('Menu the QR codes open')).toHaveValue(menuTitle);

    await page.getByRole('button', { name: 'Add group' }).first().click();
    const naming = page.getByRole('dialog', { name: 'New table group' });
    await naming.getByLabel('Group name').fill(groupName);
    await naming.getByRole('button', { name: 'Add group' }).click();
    await expect(naming).toBeHidden();
    const card = page.getByRole('region', { name: groupName });
    await card.getByLabel(`Name of a new table in ${groupName}`).fill(tableName);
    await card.getByRole('button', { name: 'Add table' }).click();
    await expect(card.getByRole('list', { name: `Tables of ${groupName}` })).toContainText(tableName);

    await card.getByRole('button', { name: `Show the QR code of ${tableName}` }).click();
    const qr = page.getByRole('dialog', { name: `QR code of ${tableName}` });
    await expect(qr.getByRole('img', { name: `QR code that opens the menu at ${tableName}` })).toBeVisible();
    await expect(qr.getByLabel('Guest link')).toHaveValue(
      new RegExp(`/user/online-menu/${menuSlug}/old-town/patio-${suffix}/${tableName}$`),
    );
    tableUrl = await qr.getByLabel('Guest link').inputValue();

    const pdf = page.waitForEvent('download');
    await qr.getByRole('link', { name: 'Download PDF' }).click();
    await expectPdf(await pdf);
    await page.keyboard.press('Escape');
    await expect(qr).toBeHidden();

    // The whole group's codes as printable table cards, too.
    await card.getByRole('link', { name: `Print QR codes: ${groupName}` }).click();
    const printed = page.getByRole('article', { name: `Table ${tableName}`, exact: true });
    await expect(printed.getByText('Scan to order')).toBeVisible();
    await expect(printed.getByText(groupName)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
  });

  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  const guest = await context.newPage();
  const price = (minor: number) =>
    guest.evaluate(
      ([value, code]) =>
        new Intl.NumberFormat(document.documentElement.lang || 'en', {
          style: 'currency',
          currency: code,
          currencyDisplay: 'narrowSymbol',
        }).format(value / 100),
      [minor, currency] as const,
    );
  const unit = ITEM.options[1]!.minor + ITEM.addons[0]!.minor + ITEM.addons[1]!.minor;
  let total = '';

  try {
    await test.step('a guest opens the table address and follows the tour with the keyboard', async () => {
      await guest.goto(tableUrl);
      await expect(guest.getByRole('heading', { name: menuTitle, level: 1 })).toBeVisible();
      for (const [index, title] of ['Categories', 'Search', 'Dishes', 'Cart'].entries()) {
        const step = guest.getByRole('dialog', { name: title });
        await expect(step).toBeVisible();
        await expect(step.getByText(`Step ${index + 1} of 4`)).toBeVisible();
        // Each step's bubble takes the keyboard focus, so a keyboard user reads it at once.
        await expect(step).toBeFocused();
        if (title !== 'Cart') await guest.keyboard.press('ArrowRight');
      }
      const last = guest.getByRole('dialog', { name: 'Cart' });
      const finish = last.getByRole('button', { name: 'Finish' });
      await guest.keyboard.press('Tab');
      await guest.keyboard.press('Tab');
      await expect(finish).toBeFocused();
      await guest.keyboard.press('Enter');
      await expect(last).toBeHidden();
      await expect(guest.getByText(`Table ${tableName} · ${groupName}`)).toBeVisible();
      await animationsDone(guest);
      await expectNoSeriousA11yViolations(guest);
    });

    await test.step('opens the item, picks the second option and both add-ons, adds it to the cart', async () => {
      total = await price(unit);
      await guest.getByRole('button', { name: ITEM.title, exact: true }).click();
      const dialog = guest.getByRole('dialog', { name: ITEM.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img', { name: ITEM.title })).toBeVisible();
      await expect(
        dialog.getByRole('radio', { name: new RegExp(`^${ITEM.options[0]!.name}`) }),
      ).toBeChecked();
      await animationsDone(guest);
      await expectNoSeriousA11yViolations(guest);

      await dialog.getByRole('radio', { name: new RegExp(`^${ITEM.options[1]!.name}`) }).check();
      for (const addon of ITEM.addons) {
        await dialog.getByRole('checkbox', { name: new RegExp(`^${addon.name}`) }).check();
      }
      const add = dialog.getByRole('button', { name: /^Add to cart/ });
      await expect(add).toContainText(total);
      await add.click();
      await expect(dialog).toBeHidden();
      await expect(guest.getByRole('link', { name: `View cart, quantity 1, total ${total}` })).toBeVisible();
    });

    await test.step('after a reload the cart is still there with the right total', async () => {
      await guest.reload();
      const bar = guest.getByRole('link', { name: `View cart, quantity 1, total ${total}` });
      await expect(bar).toBeVisible();
      // The tour was shown once on this device: not again.
      await expect(guest.getByRole('dialog')).toHaveCount(0);
      await bar.click();
      await expect(guest.getByRole('heading', { name: 'Your cart', level: 1 })).toBeVisible();
      const line = guest
        .getByRole('listitem')
        .filter({ has: guest.getByRole('heading', { name: ITEM.title }) });
      await expect(line).toContainText(
        `${ITEM.options[1]!.name} · ${ITEM.addons[0]!.name}, ${ITEM.addons[1]!.name}`,
      );
      await expect(line).toContainText(`${total} each`);
      const totals = guest.locator('dl').filter({ hasText: 'Total' });
      await expect(totals.getByRole('definition').last()).toHaveText(total);
      await expect(guest.getByText(`Table ${tableName} · ${groupName}`)).toBeVisible();
      await animationsDone(guest);
      await expectNoSeriousA11yViolations(guest);
    });

    await test.step('in Arabic the menu reads right-to-left', async () => {
      await guest.goto(tableUrl);
      const picker = guest.getByRole('combobox', { name: 'Language' });
      const card = guest.getByRole('article').filter({ hasText: ITEM.title });
      // Where things sit on the phone's width: the top bar's language picker towards the end of
      // the line, the card's photo after its text. Polled: the page may still be settling.
      const layout = async () => {
        const [bar, title, photo] = await Promise.all([
          guest.getByRole('combobox').boundingBox(),
          card.getByRole('heading').boundingBox(),
          card.locator('img').boundingBox(),
        ]);
        if (!bar || !title || !photo) return null;
        return {
          pickerOnTheRight: bar.x + bar.width / 2 > PHONE.width / 2,
          photoRightOfText: photo.x > title.x,
        };
      };
      await expect(picker).toBeVisible();
      await expect.poll(layout).toEqual({ pickerOnTheRight: true, photoRightOfText: true });

      // Like a guest's tap: the picker lists every language once it is touched or focused.
      await picker.focus();
      await picker.selectOption('ar');
      await expect(guest.locator('html')).toHaveAttribute('lang', 'ar');
      expect(await guest.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await expect.poll(layout).toEqual({ pickerOnTheRight: false, photoRightOfText: false });
      expect(
        await guest
          .getByRole('heading', { name: menuTitle, level: 1 })
          .evaluate((el) => getComputedStyle(el).direction),
      ).toBe('rtl');
      await animationsDone(guest);
      await expectNoSeriousA11yViolations(guest);
    });
  } finally {
    await context.close();
  }
});
