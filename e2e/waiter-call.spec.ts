// The waiter-call journey (phones): a guest at a table who has not ordered calls a waiter from
// the table's menu. The guest is told only what staff did: "seen" once the call is on the phone
// of the table's waiter (the demo waiter serves the Hall), "a waiter is on the way" only after
// the waiter taps "On my way", then "answered". axe checks the guest's page; the screenshots
// show the guest's and the waiter's screens at phone size.
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_PASSWORD, expectConsole, signIn } from './support/console';
import { expect, test } from './support/fixtures';
import { screenshotDir } from './support/paths';

const TABLE_PATH = '/user/online-menu/linden-cafe/old-town/hall/4';
const DEMO_WAITER = { email: 'waiter@demo.guestloop.app', name: 'Sam Ortiz' };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

async function phone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  return context.newPage();
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(screenshotDir, `${name}-phone.png`),
    animations: 'disabled',
    caret: 'hide',
  });
}

test('a guest who has not ordered calls a waiter and is told only what the waiter did', {
  tag: '@phone-only',
}, async ({ browser, baseURL }) => {
  const waiter = await phone(browser, baseURL);
  const guest = await phone(browser, baseURL);
  const callCard = guest.getByRole('region', { name: /Call sent|Your call was|A waiter is on the way/ });

  await test.step("the waiter's home is the calls of their tables, not the company's set-up", async () => {
    await signIn(waiter, DEMO_WAITER.email, DEMO_PASSWORD);
    await expectConsole(waiter, DEMO_WAITER.name);
    await expect(waiter.getByRole('heading', { name: 'Hello, Sam', level: 1 })).toBeVisible();
    await expect(waiter.getByText(/Your tables: Hall · 1, Hall · 2, .*Hall · 6\./)).toBeVisible();
    await expect(waiter.getByRole('heading', { name: /^Calls from your tables/ })).toBeVisible();
    await expect(waiter.getByRole('listitem', { name: /^Hall · 4:/ })).toHaveCount(0);
    await expect(waiter.getByRole('link', { name: 'Open the live board of Linden Café' })).toBeVisible();
    await expect(waiter.getByRole('heading', { name: 'Getting started' })).toHaveCount(0);
  });

  await test.step('a guest at table 4 sees the table service without ordering', async () => {
    await guest.goto(TABLE_PATH);
    await expect(guest.getByRole('heading', { name: 'Linden Café', level: 1 })).toBeVisible();
    // The first-visit tour is tested in the menu journey; this guest skips it.
    await guest.getByRole('button', { name: 'Skip tour' }).click();
    await expect(guest.getByRole('button', { name: 'Skip tour' })).toBeHidden();
    await expect(guest.getByText('Table 4 · Hall')).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Ask for the bill' })).toBeVisible();
    await expectNoSeriousA11yViolations(guest);
  });

  await test.step('the call reaches the waiter; the guest is told it was seen, nothing more', async () => {
    await guest.getByRole('button', { name: 'Call a waiter' }).click();
    const call = waiter.getByRole('listitem', { name: 'Hall · 4: Waiter' });
    await expect(call).toBeVisible({ timeout: 5_000 });
    await expect(callCard.getByRole('heading', { name: 'Your call was seen' })).toBeVisible();
    // Longer than the old timer that pretended a waiter was coming: still only "seen".
    await guest.waitForTimeout(5_000);
    await expect(guest.getByRole('heading', { name: 'A waiter is on the way' })).toHaveCount(0);
    await expect(callCard.getByRole('heading', { name: 'Your call was seen' })).toBeVisible();
  });

  await test.step('"on the way" only once the waiter taps it', async () => {
    const call = waiter.getByRole('listitem', { name: 'Hall · 4: Waiter' });
    await call.getByRole('button', { name: 'On my way' }).click();
    await expect(call).toContainText('On the way');
    await expect(callCard.getByRole('heading', { name: 'A waiter is on the way' })).toBeVisible();
    await expectNoSeriousA11yViolations(guest);
    await callCard.scrollIntoViewIfNeeded();
    await guest.evaluate(() => window.scrollTo(0, 0));
    await shoot(guest, 'waiter-call');
    await shoot(waiter, 'waiter-home');
  });

  await test.step('handled: the call leaves the waiter and the guest may call again', async () => {
    const call = waiter.getByRole('listitem', { name: 'Hall · 4: Waiter' });
    await call.getByRole('button', { name: 'Handled' }).click();
    await expect(call).toHaveCount(0);
    await expect(callCard.getByRole('heading', { name: 'Your call was answered' })).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Call a waiter' })).toBeVisible();
  });

  await waiter.context().close();
  await guest.context().close();
});
