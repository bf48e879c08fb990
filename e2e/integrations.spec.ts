// Review collectors, end to end: the demo administrator opens Integrations, saves the Google
// Business Profile keys (a local stand-in speaking Google's formats, support/stand-ins/google.ts),
// checks them, turns Google on and adds a collector of the stand-in place's reviews for the demo
// café's "How was your visit?" metric, picking the place from the locations the keys open.
// Running it imports the place's reviews, which the reviews inbox shows once each, marked as
// written on Google; running it again imports nothing new. Pictures of the page on a desktop, on a
// phone and in Arabic (right to left), and of the collector dialog's place list on a phone in
// English and in Arabic (in the test's output folder).
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_ADMIN, DEMO_PASSWORD, expectConsole, saveLanguage, signIn } from './support/console';
import { expect, test } from './support/fixtures';
import { screenshotDir } from './support/paths';
import { GOOGLE_STAND_IN, GOOGLE_STAND_IN_REVIEWS } from './support/stand-ins/google';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const METRIC = 'How was your visit? — Linden Café — Old Town';
const AUTHORS = GOOGLE_STAND_IN_REVIEWS.map(([author]) => author);

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(screenshotDir, `${name}.png`),
    animations: 'disabled',
    caret: 'hide',
    fullPage: true,
  });
}

/**
 * On a phone: the new collector dialog with its place list open, pictured into the test's output
 * folder, then closed without saving. The texts are the page's language's.
 */
async function shootPlaceList(
  page: Page,
  card: Locator,
  add: string,
  dialogTitle: string,
  field: string,
  language: string,
) {
  await card.getByRole('button', { name: add }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.locator('.p-dropdown', { has: page.getByLabel(field) }).click();
  const places = page.getByRole('listbox');
  await expect(places.getByRole('option', { name: GOOGLE_STAND_IN.place })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: test.info().outputPath(`collector-places-phone-${language}.png`),
    animations: 'disabled',
    caret: 'hide',
  });
  await places.getByRole('option', { name: GOOGLE_STAND_IN.place }).click();
  await expect(places).toBeHidden();
  await page.screenshot({
    path: test.info().outputPath(`collector-place-picked-phone-${language}.png`),
    animations: 'disabled',
    caret: 'hide',
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The accessibility check reads a settled page: the toasts of what was just done have gone. */
async function checkA11y(page: Page) {
  await expect(page.locator('.p-toast-message')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
}

/** The stand-in's reviews already in the inbox (a retried journey finds the first try's). */
async function importedBefore(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/v1/reviews?pageSize=100');
  expect(res.ok(), await res.text()).toBe(true);
  const items = (await res.json()).items as { source: string; authorName: string | null }[];
  return items.filter((r) => r.source === 'google' && AUTHORS.includes(r.authorName as never)).length;
}

/** The newest run of the collector, once it is done. */
async function latestRun(page: Page, title: string) {
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, level: 5 }) });
  const row = item
    .getByRole('table', { name: `Latest runs of ${title}` })
    .getByRole('row')
    .nth(1);
  await expect(row).toContainText('Done', { timeout: 30_000 });
  return row;
}

async function expectEachReviewOnce(page: Page) {
  await page.goto('/user/app/reviews');
  const list = page.getByRole('list', { name: 'Reviews' });
  for (const author of AUTHORS) {
    await expect(list.getByText(`On Google · ${author}`, { exact: true })).toHaveCount(1);
  }
}

test('the administrator connects Google, collects the café’s reviews into the inbox once, and a second run imports nothing new', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const title = `Google — Old Town${test.info().retry ? ` ${test.info().retry}` : ''}`;
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
  await expectConsole(page, DEMO_ADMIN.name);

  const card = page.getByRole('region', { name: 'Google Business Profile' });
  await test.step('the Google keys are saved, checked and turned on', async () => {
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('link', { name: 'Integrations' })
      .click();
    await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
    await expect(card).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await card.getByLabel(/OAuth client ID/).fill(GOOGLE_STAND_IN.keys.clientId);
    await card.getByLabel(/OAuth client secret/).fill(GOOGLE_STAND_IN.keys.clientSecret);
    await card.getByLabel(/Refresh token/).fill(GOOGLE_STAND_IN.keys.refreshToken);
    await card.getByRole('button', { name: 'Save Google Business Profile' }).click();
    await expect(card.getByLabel(/OAuth client secret/)).toHaveAttribute(
      'placeholder',
      'Stored — leave empty to keep',
    );
    await card.getByRole('button', { name: 'Check connection' }).click();
    await expect(card.getByText('Connected: Google Business Profile accepted the keys.')).toBeVisible();
    await expect(card.getByText('Connected', { exact: true })).toBeVisible();
    const turnOn = card.getByRole('button', { name: 'Turn Google Business Profile on' });
    if (await turnOn.isVisible()) await turnOn.click();
    await expect(card.getByText('On', { exact: true })).toBeVisible();
  });

  const before = await importedBefore(page.request);
  await test.step('a collector of the place’s reviews imports each of them', async () => {
    await card.getByRole('button', { name: 'Add a collector' }).click();
    const dialog = page.getByRole('dialog', { name: 'New review collector' });
    await dialog.getByLabel('Name').fill(title);
    const place = dialog.locator('.p-dropdown', { has: page.getByLabel('Google location') });
    await place.click();
    const places = page.getByRole('listbox');
    // The account's locations by title, each with its address.
    await expect(places.getByRole('option')).toHaveCount(2);
    await places.getByRole('option', { name: GOOGLE_STAND_IN.place }).click();
    await expect(place).toContainText(GOOGLE_STAND_IN.place);
    await dialog
      .locator('.p-dropdown', { has: page.getByLabel('Metric the reviews are filed under') })
      .click();
    await page.getByRole('option', { name: METRIC, exact: true }).click();
    await dialog.getByRole('button', { name: 'Add collector' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('heading', { name: title, level: 5 })).toBeVisible();
    const made = card
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title, level: 5 }) });
    await expect(made).toContainText(GOOGLE_STAND_IN.location);

    await card.getByRole('button', { name: `Run ${title} now` }).click();
    const row = await latestRun(page, title);
    await expect(row.getByRole('cell').nth(1)).toHaveText('By hand');
    await expect(row.getByRole('cell').nth(2)).toHaveText(String(AUTHORS.length - before));
    await checkA11y(page);
    await shoot(page, 'integrations-desktop');
  });

  await test.step('the inbox shows each review once, written on Google', async () => {
    await expectEachReviewOnce(page);
  });

  await test.step('a second run imports nothing new', async () => {
    await page.goto('/user/app/integrations');
    await card.getByRole('button', { name: `Run ${title} now` }).click();
    await expect(card.getByRole('table', { name: `Latest runs of ${title}` }).getByRole('row')).toHaveCount(
      3,
    );
    const row = await latestRun(page, title);
    await expect(row.getByRole('cell').nth(2)).toHaveText('0');
    await expect(row.getByRole('cell').nth(3)).toHaveText(String(AUTHORS.length));
    await expectEachReviewOnce(page);
  });

  await test.step('on a phone and in Arabic', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/user/app/integrations');
    await expect(card.getByRole('heading', { name: title, level: 5 })).toBeVisible();
    await shoot(page, 'integrations-phone');
    await shootPlaceList(page, card, 'Add a collector', 'New review collector', 'Google location', 'en');
    await page.setViewportSize(DESKTOP);
    try {
      await saveLanguage(page, 'العربية', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      // A fresh page for the accessibility check (the language menu just used keeps stale state).
      await page.reload();
      await expect(page.getByRole('heading', { name: 'التكاملات', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: title, level: 5 })).toBeVisible();
      await checkA11y(page);
      await shoot(page, 'integrations-ar-desktop');
      await page.setViewportSize(PHONE);
      await shootPlaceList(page, card, 'إضافة جامع', 'جامع مراجعات جديد', 'موقع Google', 'ar');
    } finally {
      // Back to English for the journeys after this one.
      const reset = await page.request.post('/api/v1/profile/set-language', { data: { language: 'en' } });
      expect(reset.ok(), await reset.text()).toBe(true);
    }
  });
});
