// The QR page journey: a manager builds a page with one block of each of the 28 types, switches
// one block off and schedules another for tomorrow; a guest at table 1 opens it on a phone,
// copies the Wi-Fi password, calls a waiter (the waiter's phone shows the call), pays the table's
// bill with the test provider, books a table (the manager has the booking) and answers the survey
// inside the page; the switched off and the scheduled block are not shown; the page's statistics
// count the open and the blocks used. axe checks the guest's page; the screenshots show it at
// phone size.
import path from 'node:path';
import { type Browser, type Locator, type Page, request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_ADMIN, DEMO_PASSWORD, expectConsole, signIn } from './support/console';
import { expect, test } from './support/fixtures';
import { screenshotDir } from './support/paths';
import { gradientPng } from './support/png';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DEMO_WAITER = { email: 'waiter@demo.guestloop.app', name: 'Sam Ortiz' };
const TITLE = 'Linden at the table';
/** The page's Save (its icon is a glyph of the icon font), not a block's "Save contact". */
const SAVE = /^\W*Save$/;

type Fill = (page: Page, block: Locator) => Promise<void>;
const text =
  (label: string, value: string): Fill =>
  async (_page, block) => {
    await block.getByLabel(label, { exact: true }).fill(value);
  };
const both =
  (...fills: Fill[]): Fill =>
  async (page, block) => {
    for (const fill of fills) await fill(page, block);
  };
const pick =
  (label: string, option: RegExp | string): Fill =>
  async (page, block) => {
    await block.locator('.p-dropdown', { has: page.getByLabel(label, { exact: true }) }).click();
    await page.getByRole('option', { name: option }).first().click();
  };
const picture: Fill = async (page, block) => {
  const chooser = page.waitForEvent('filechooser');
  await block.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await chooser).setFiles({ name: 'terrace.png', mimeType: 'image/png', buffer: gradientPng() });
  await expect(block.getByRole('img').first()).toBeVisible();
  await block.getByLabel('Description of the picture').fill('The terrace at noon');
};
const nothing: Fill = async () => {};

/** Each type's name in the palette, and what the manager fills in for it. */
const BLOCKS: [string, Fill][] = [
  [
    'Text',
    async (_page, block) => {
      await block.locator('.ql-editor').click();
      await block
        .locator('.ql-editor')
        .pressSequentially('Welcome to our terrace. Everything you need is below.');
    },
  ],
  ['Menu', pick('Menu', /Linden/)],
  ['Call a waiter', nothing],
  ['Pay the bill', nothing],
  ['Wi-Fi', both(text('Network name', 'Linden Terrace'), text('Password', 'terrace-latte'))],
  ['Phone call', text('Phone number', '+44 20 7946 0958')],
  ['Viber', text('Phone number', '+44 7700 900123')],
  ['WhatsApp', text('Phone number', '+44 7700 900124')],
  ['Telegram', text('Phone number', '+44 7700 900125')],
  ['E-mail', text('E-mail address', 'terrace@linden.example')],
  ['Link button', both(text('Button text', 'Our story'), text('Link', 'https://linden.example/story'))],
  ['Social network button', both(pick('Network', 'Instagram'), text('Link', 'https://instagram.com/linden'))],
  [
    'Social network icons',
    both(pick('Network 1', 'Facebook'), text('Link 1', 'https://facebook.com/linden')),
  ],
  ['YouTube video', text('YouTube link', 'https://youtu.be/dQw4w9WgXcQ')],
  ['Picture', picture],
  ['Full-width picture', picture],
  ['Map', text('Address', '12 Linden Row, London')],
  ['Save contact', text('Name on the card', 'Linden Café terrace')],
  ['Address and hours', nothing],
  ['Rate us', pick('Rating page', /./)],
  ['Order online', both(text('Button text', 'Order delivery'), text('Link', 'https://order.example/linden'))],
  ['Book a table', nothing],
  ['Booking link', both(text('Button text', 'Book online'), text('Link', 'https://book.example/linden'))],
  ['Sign-up form', nothing],
  ['Sign-in form', nothing],
  ['Forgotten password form', nothing],
  ['Survey', pick('Survey', /How was your visit/)],
  ['Table booking form', nothing],
];

/** An order at the demo's hall table 1 from another guest of the table, paid by nobody yet. */
async function placeTableOrder(baseURL: string): Promise<{ number: number }> {
  const api = await request.newContext({ baseURL });
  try {
    const admin = await request.newContext({ baseURL });
    await admin.post('/api/v1/login', { data: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD } });
    const test = await admin.post('/api/v1/payment/menu/linden-cafe/settings', {
      data: { provider: 'test', enabled: true, config: {} },
    });
    expect(test.ok(), await test.text()).toBe(true);
    await admin.dispose();
    await api.post('/api/v1/customer/create/online-menu/linden-cafe');
    const menu = await (await api.get('/api/v1/online-menu/public/linden-cafe')).json();
    // Some dishes are served only at certain hours: the first the kitchen takes now.
    type Item = { id: string; settings: { options: unknown[]; addons: { min: number }[] } };
    const items: Item[] = menu.categories
      .flatMap((c: { items: Item[] }) => c.items)
      .filter((item: Item) => item.settings.addons.every((addon) => addon.min === 0));
    for (const [index, item] of items.entries()) {
      const placed = await api.post('/api/v1/order/create', {
        data: {
          menuSlug: 'linden-cafe',
          type: 'table',
          table: { locationSlug: 'old-town', groupSlug: 'hall', tableSlug: '1' },
          lines: [{ itemId: item.id, optionIndex: item.settings.options.length ? 0 : null, quantity: 1 }],
          idempotencyKey: `qr-bill-${Date.now()}-${index}`,
        },
      });
      if (placed.ok()) return placed.json();
      expect(placed.status(), await placed.text()).toBe(409);
    }
    throw new Error('no dish of the demo menu can be ordered now');
  } finally {
    await api.dispose();
  }
}

async function phone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  return context.newPage();
}

/** Scrolls down as a guest does until `target` is drawn: forms load as they come on screen. */
async function scrollUntilShown(page: Page, target: Locator) {
  for (let step = 0; step < 40 && (await target.count()) === 0; step++) {
    await page.evaluate(() => window.scrollBy(0, 400));
    await page.waitForTimeout(100);
  }
  await target.scrollIntoViewIfNeeded();
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(screenshotDir, `${name}-phone.png`),
    animations: 'disabled',
    caret: 'hide',
  });
}

test('a manager builds a QR page of every block; a guest at table 1 uses it and the statistics count it', async ({
  page,
  browser,
  baseURL,
  mailbox,
}) => {
  test.setTimeout(240_000);
  let slug = '';

  await test.step('the manager creates a page and adds a block of each of the 28 types', async () => {
    await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
    await expectConsole(page, DEMO_ADMIN.name);
    await page.goto('/user/app/qr-pages');
    await page.getByRole('button', { name: 'New QR page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New QR page' });
    await dialog.locator('.p-dropdown', { has: page.getByLabel('Location', { exact: true }) }).click();
    await page
      .getByRole('option', { name: /Old Town/ })
      .first()
      .click();
    await dialog.getByLabel('Title', { exact: true }).fill(TITLE);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
    slug = page.url().split('/').pop() ?? '';
    expect(slug).toMatch(/^linden-at-the-table-/);

    for (const [index, [name, fill]] of BLOCKS.entries()) {
      await page.getByRole('button', { name: 'Add a block' }).first().click();
      const palette = page.getByRole('dialog', { name: 'Add a block' });
      await palette.getByRole('button', { name, exact: true }).click();
      const block = page.getByRole('article', { name: `Block ${index + 1}: ${name}` });
      await expect(block).toBeVisible();
      await fill(page, block);
    }
    await page.getByRole('button', { name: SAVE }).click();
    await expect(page.getByText('The page is saved')).toBeVisible();
  });

  await test.step('switches the phone block off and schedules the Viber block for tomorrow', async () => {
    await page.getByRole('switch', { name: 'Show Block 6: Phone call' }).click();
    const viber = page.getByRole('article', { name: 'Block 7: Viber' });
    const expand = viber.getByRole('button', { expanded: false });
    if (await expand.count()) await expand.first().click();
    await viber.getByRole('switch', { name: 'Show only at certain times' }).click();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await viber.getByLabel('From', { exact: true }).fill(`${tomorrow}T09:00`);
    await page.getByRole('button', { name: SAVE }).click();
    await expect(page.getByText('The page is saved')).toBeVisible();
    await expect(viber.getByText('Scheduled')).toBeVisible();
  });

  const waiter = await phone(browser, baseURL);
  const guest = await phone(browser, baseURL);

  await test.step('a guest at table 1 sees every block but the switched-off and the scheduled one', async () => {
    await signIn(waiter, DEMO_WAITER.email, DEMO_PASSWORD);
    await expectConsole(waiter, DEMO_WAITER.name);
    // The table's QR code carries its id (the share panel prints it); the demo's hall table 1.
    const { items } = await (await page.request.get('/api/v1/locations/all')).json();
    const oldTown = (items as { id: string; name: string }[]).find((l) => l.name.includes('Old Town'));
    const groups = await (await page.request.get(`/api/v1/horeca/groups/${oldTown?.id}`)).json();
    const hall = (groups.groups as { slug: string; tables: { id: string; name: string }[] }[]).find(
      (g) => g.slug === 'hall',
    );
    const tableId = hall?.tables.find((t) => t.name === '1')?.id;
    expect(tableId).toBeTruthy();
    await guest.goto(`/user/p/qr/${slug}?table=${tableId}`);
    await expect(guest.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
    await expect(guest.getByText('Table 1')).toBeVisible();
    // The page runs on the guest build (Preact's runtime), not on the console's React build.
    const scripts = await guest.evaluate(() => [...document.scripts].map((script) => script.src));
    expect(scripts.some((src) => new URL(src).pathname.startsWith('/guest/assets/'))).toBe(true);
    await expect(guest.getByText('Welcome to our terrace.')).toBeVisible();
    await expect(guest.getByRole('link', { name: /Write on WhatsApp/ })).toBeVisible();
    await expect(guest.getByRole('link', { name: /Write on Viber/ })).toHaveCount(0);
    await expect(guest.getByRole('link', { name: /7946 0958/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(guest);
    await shoot(guest, 'qr-page');
  });

  await test.step('copies the Wi-Fi password and calls a waiter; the waiter sees the call', async () => {
    await guest.getByRole('button', { name: 'Copy password' }).click();
    await expect(guest.getByText('Copied', { exact: true })).toBeVisible();
    expect(await guest.evaluate(() => navigator.clipboard.readText())).toBe('terrace-latte');
    await guest.getByRole('button', { name: 'Call a waiter' }).click();
    await expect(waiter.getByRole('listitem', { name: /^Hall · 1: Waiter/ })).toBeVisible({
      timeout: 10_000,
    });
  });

  await test.step("opens the table's bill and pays it with the test provider", async () => {
    const order = await placeTableOrder(baseURL!);
    const bill = guest.getByRole('region', { name: 'Pay the bill' });
    await bill.getByRole('button', { name: 'Refresh' }).click();
    await expect(bill.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();
    await bill.getByRole('link', { name: new RegExp(`^Pay .* for order ${order.number}$`) }).click();
    await expect(guest.getByRole('heading', { name: 'Pay for your order', level: 1 })).toBeVisible();
    await guest.getByRole('button', { name: /Test payment/ }).click();
    await guest.getByRole('button', { name: 'Approve payment' }).click();
    await expect(guest.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await guest.goBack();
    await guest.goBack();
    await expect(guest.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  });

  await test.step('books a table for tomorrow; the manager gets the booking', async () => {
    const form = guest.getByRole('region', { name: 'Book a table' }).last();
    await scrollUntilShown(guest, form);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Day').fill(tomorrow);
    await form.getByLabel('Time').fill('19:30');
    await form.getByLabel('Guests').selectOption('4');
    await form.getByLabel('Your name').fill('Ana Guest');
    await form.getByLabel('Email').fill('ana.guest@example.com');
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(form.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await page.goto('/user/app/qr-pages/bookings');
    const booking = page.getByRole('row').filter({ hasText: 'Ana Guest' });
    await expect(booking).toBeVisible();
    await expect(booking).toContainText('19:30');
    await expect(booking).toContainText('ana.guest@example.com');
    await page.screenshot({ path: path.join(screenshotDir, 'qr-bookings-desktop.png') });
    // Confirmed: the guest is told by e-mail, and the booking stops counting on every bell.
    await booking.getByRole('button', { name: 'Confirm' }).click();
    const mail = await mailbox.waitFor({ to: 'ana.guest@example.com', subjectIncludes: 'is confirmed' });
    expect(mail.text).toMatch(/19:30|7:30\s?PM/i);
    await expect(page.getByRole('button', { name: /^Notifications/ })).not.toHaveAccessibleName(/unread/);
  });

  await test.step('answers the survey inside the page', async () => {
    const block = guest.getByRole('region', { name: 'Tell us what you think' });
    await scrollUntilShown(guest, block);
    await block.getByRole('button', { name: 'Answer the survey' }).click();
    await guest.getByRole('checkbox', { name: /I agree/ }).check();
    await guest.getByRole('button', { name: 'Start' }).click();
    await guest.getByRole('radio', { name: 'Coffee and cake' }).check();
    await guest.getByRole('button', { name: 'Next' }).click();
    await guest.getByRole('radio', { name: '5' }).first().check();
    for (let step = 0; step < 20; step++) {
      const send = guest.getByRole('button', { name: 'Send answers' });
      if (await send.isVisible()) {
        await send.click();
        break;
      }
      await guest.getByRole('button', { name: 'Next' }).click();
    }
    await expect(guest.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  });

  await test.step('the statistics count the open and each block used', async () => {
    await page.goto(`/user/app/qr-pages/${slug}/statistics`);
    const uses = page.getByRole('region', { name: 'Uses of each block' });
    await expect(uses).toBeVisible();
    // The guest came back from paying: two opens.
    await expect(page.getByRole('img', { name: /^Page opens in the period: 2;/ })).toBeVisible();
    const usesOf = (block: RegExp) =>
      uses
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: block }) })
        .getByRole('cell')
        .first();
    await expect(usesOf(/Wi-Fi$/)).toHaveText('1');
    await expect(usesOf(/^Call a waiter$/)).toHaveText('1');
    await expect(usesOf(/^Pay the bill$/)).toHaveText('1');
    await expect(usesOf(/^Table booking form$/)).toHaveText('1');
    await expect(usesOf(/Phone call$|7946 0958/)).toHaveText('0');
    await page.screenshot({ path: path.join(screenshotDir, 'qr-page-statistics-desktop.png') });
  });
});
