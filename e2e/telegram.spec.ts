// The Telegram journey: a guest orders at a table of the demo menu on a phone, presses "Get
// updates in Telegram" on the order page, and Telegram's side is played by the journey: it reads
// the start token from the link, posts the /start update to the product's webhook with the
// bot's secret, and the page shows the updates are on. Staff mark the order ready on the board;
// the Telegram stand-in receives one sendMessage to that chat saying so. Pictures of the order
// page with the button on a phone, in English and in Arabic (right to left); axe checks the card.
import path from 'node:path';
import { type Browser, type Page, request } from '@playwright/test';
import { messageUpdate, newChatId } from '../apps/api/src/providers/messaging/telegram.test-support';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/console';
import { expect, test } from './support/fixtures';
import { screenshotDir } from './support/paths';
import { TELEGRAM_BOT_USERNAME, TELEGRAM_WEBHOOK_SECRET } from './support/stand-ins/telegram';

const MENU = 'linden-cafe';
const TABLE_PATH = `/user/online-menu/${MENU}/old-town/hall/1`;
const PHONE = { width: 390, height: 844 };

interface SentMessage {
  chat_id: string;
  text: string;
}

const standIn = () => {
  const url = process.env.E2E_STANDIN_TELEGRAM;
  if (!url) throw new Error('the Telegram stand-in is not running (E2E_STANDIN_TELEGRAM)');
  return url;
};

async function messagesTo(chatId: string): Promise<SentMessage[]> {
  const res = await fetch(`${standIn()}/__inspect/messages`);
  return ((await res.json()) as SentMessage[]).filter((m) => m.chat_id === chatId);
}

async function placeOrder(guest: Page): Promise<string> {
  await guest.goto(TABLE_PATH);
  await expect(guest.getByRole('heading', { name: 'Linden Café', level: 1 })).toBeVisible();
  await guest.getByRole('button', { name: 'Skip tour' }).click();
  await expect(guest.getByRole('button', { name: 'Skip tour' })).toBeHidden();
  await guest.getByRole('button', { name: 'Loose-leaf Tea', exact: true }).click();
  const dialog = guest.getByRole('dialog', { name: 'Loose-leaf Tea' });
  await dialog.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(dialog).toBeHidden();
  await guest.getByRole('link', { name: /^View cart, quantity 1/ }).click();
  await guest.getByRole('button', { name: /^Place order/ }).click();
  const heading = guest.getByRole('heading', { name: /^Order #\d+$/, level: 1 });
  await expect(heading).toBeVisible();
  return (await heading.textContent())!.replace(/\D/g, '');
}

async function picture(guest: Page, name: string) {
  await guest.locator('.gm-telegram').evaluate((card) => {
    card.scrollIntoView({ block: 'center' });
  });
  await guest.evaluate(() => document.fonts.ready);
  await guest.screenshot({ path: path.join(screenshotDir, name), animations: 'disabled', caret: 'hide' });
}

async function markReady(browser: Browser, baseURL: string, number: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  try {
    const board = await context.newPage();
    await board.goto(`/user/online-menu/${MENU}/admin/orders`);
    await board.getByLabel('Email').fill(DEMO_ADMIN.email);
    await board.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await board.getByRole('button', { name: 'Sign in' }).click();
    await expect(board.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible({ timeout: 20_000 });
    const card = board.getByRole('article', { name: `Order ${number}` });
    for (const step of ['Accept', 'Start preparing', 'Mark ready']) {
      await card.getByRole('button', { name: step, exact: true }).click();
      await expect(card.getByRole('button', { name: step, exact: true })).toHaveCount(0);
    }
  } finally {
    await context.close();
  }
}

test('a guest follows their order in Telegram: the bot tells them it is ready', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true, hasTouch: true });
  // Telegram's own pages are not reachable from here: the tab the button opens gets a stand-in page.
  await context.route('https://t.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Telegram</title>' }),
  );
  const guest = await context.newPage();
  const chatId = newChatId();
  let number = '';
  try {
    await test.step('a guest orders at a table and sees the Telegram button on the order page', async () => {
      number = await placeOrder(guest);
      await expect(guest.getByRole('button', { name: 'Get updates in Telegram' })).toBeVisible();
      await expectNoSeriousA11yViolations(guest);
      await picture(guest, 'telegram-order-phone.png');
    });

    await test.step('in Arabic the card reads right to left', async () => {
      const picker = guest.getByRole('combobox', { name: 'Language' });
      await picker.focus();
      await picker.selectOption('ar');
      await expect(guest.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(guest.getByRole('button', { name: 'تلقَّ التحديثات في Telegram' })).toBeVisible();
      await expectNoSeriousA11yViolations(guest);
      await picture(guest, 'telegram-order-phone-ar.png');
      await guest.getByRole('combobox').focus();
      await guest.getByRole('combobox').selectOption('en');
      await expect(guest.locator('html')).toHaveAttribute('lang', 'en');
    });

    let token = '';
    await test.step('the button opens the bot with a one-time start link', async () => {
      const popup = context.waitForEvent('page');
      await guest.getByRole('button', { name: 'Get updates in Telegram' }).click();
      await (await popup).close();
      const again = guest.getByRole('link', { name: 'Open Telegram again' });
      await expect(again).toBeVisible();
      const link = new URL((await again.getAttribute('href'))!);
      expect(`${link.origin}${link.pathname}`).toBe(`https://t.me/${TELEGRAM_BOT_USERNAME}`);
      token = link.searchParams.get('start') ?? '';
      expect(token).toMatch(/^[\w-]{20,64}$/);
      await expect(guest.getByText(/Start the bot in Telegram to finish/)).toBeVisible();
    });

    await test.step('Telegram posts the /start to the webhook; the page says the updates are on', async () => {
      const api = await request.newContext({ baseURL });
      try {
        const refused = await api.post('/api/v1/tg-bot/webhook', {
          data: messageUpdate(chatId, `/start ${token}`),
          headers: { 'x-telegram-bot-api-secret-token': 'not-the-secret' },
        });
        expect(refused.status()).toBe(401);
        const started = await api.post('/api/v1/tg-bot/webhook', {
          data: messageUpdate(chatId, `/start ${token}`, { firstName: 'Guest' }),
          headers: { 'x-telegram-bot-api-secret-token': TELEGRAM_WEBHOOK_SECRET },
        });
        expect(started.status(), await started.text()).toBe(200);
      } finally {
        await api.dispose();
      }
      await expect(guest.getByText('Telegram updates are on')).toBeVisible({ timeout: 10_000 });
      await expect.poll(async () => (await messagesTo(chatId)).length).toBe(1);
      await expectNoSeriousA11yViolations(guest);
    });

    await test.step('staff mark the order ready; the bot tells the chat, once', async () => {
      await markReady(browser, baseURL!, number);
      await expect
        .poll(async () => (await messagesTo(chatId)).map((m) => m.text).join('\n---\n'), { timeout: 15_000 })
        .toContain(`order #${number}: Ready\nYour order is ready and on its way to your table.`);
      const ready = (await messagesTo(chatId)).filter((m) => m.text.includes(': Ready'));
      expect(ready).toHaveLength(1);
      await expect(guest.getByText('Your order is ready and on its way to your table.')).toBeVisible();
    });
  } finally {
    await context.close();
  }
});
