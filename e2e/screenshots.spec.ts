// Pictures for the README and docs: `E2E_SCREENSHOTS=1 npm run test:e2e` rewrites
// docs/screenshots/<page>-<phone|desktop>.png (and guestloop.png, the README's picture).
// The config runs this file only when E2E_SCREENSHOTS=1, so CI never touches the pictures.
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { chooseLanguage, DEMO_ADMIN, DEMO_PASSWORD, expectConsole, signIn } from './support/console';
import { expect, test } from './support/fixtures';
import { screenshotDir } from './support/paths';

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Let fonts and lazy chunks settle so the picture shows the finished page.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: path.join(screenshotDir, `${name}-${testInfo.project.name}.png`),
    animations: 'disabled',
    caret: 'hide',
  });
}

test('sign-in and registration pages', { tag: '@phone' }, async ({ page }, testInfo) => {
  await page.goto('/user/app/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
  await shoot(page, testInfo, 'sign-in');

  await page.goto('/user/app/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await shoot(page, testInfo, 'register');
});

test('the console of the demo company', { tag: '@phone' }, async ({ page }, testInfo) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
  await expectConsole(page, DEMO_ADMIN.name);
  await shoot(page, testInfo, 'console');
  if (testInfo.project.name === 'desktop') {
    await page.screenshot({ path: path.join(screenshotDir, 'guestloop.png'), animations: 'disabled' });
  }
});

test('registration asks to check the inbox', { tag: '@phone' }, async ({ page }, testInfo) => {
  await page.goto('/user/app/register');
  await page.getByLabel('Your name').fill('Mira Kovač');
  await page
    .getByLabel('Email', { exact: true })
    .fill(`shots-${Date.now()}-${testInfo.project.name}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('a long enough password 42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await shoot(page, testInfo, 'register-inbox');
});

test(
  'the company page with its time zone, in English and Arabic',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
    await expectConsole(page, DEMO_ADMIN.name);
    await page.goto('/user/app/company');
    await expect(page.getByLabel('Time zone', { exact: true })).toBeVisible();
    await shoot(page, testInfo, 'company');
    // The console's own language control (the company page has a "Language" field of its own).
    await page.goto('/user/app');
    await chooseLanguage(page, 'العربية');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/user/app/company');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await shoot(page, testInfo, 'company-ar');
    await page.goto('/user/app');
    await chooseLanguage(page, 'English', /.+/);
  },
);

test(
  "the statistics section and the dashboard home on the demo company's history, in English and Arabic",
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    // Whole pages: the charts below the headline figures are what these pictures show.
    const shootWhole = async (name: string) => {
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({
        path: path.join(screenshotDir, `${name}-${testInfo.project.name}.png`),
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
      });
    };
    // Charts drawn at once: a picture taken while bars still grow shows figures short of the real ones.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
    await expectConsole(page, DEMO_ADMIN.name);
    await expect(page.getByRole('region', { name: 'Go live' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Today' }).getByText('New reviews')).toBeVisible();
    await shootWhole('dashboard-home');

    await page.goto('/user/app/statistics');
    await expect(page.getByRole('img', { name: /busiest:/ })).toBeVisible();
    await expect(page.getByRole('table', { name: /Guests rate most on/ })).toBeVisible();
    await shootWhole('statistics-overview');

    // The end-of-day report of yesterday: the demo's history ends the day before the product starts.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/user/app/statistics/sales?day=${yesterday}`);
    await expect(page.getByRole('table', { name: 'Top sellers' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'How guests paid' })).toBeVisible();
    await shootWhole('statistics-sales');

    // One metric in detail: why guests rated it badly, over the last 30 days.
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const listed = await page.request.get(`/api/v1/stat/metric?from=${monthAgo}&to=${yesterday}`);
    const stars = (await listed.json()).items.find((m: { type: string }) => m.type === 'stars');
    const metricPage = `/user/app/statistics/metric/${stars.id}`;
    await page.goto(metricPage);
    await expect(page.getByText('Why guests rated it badly')).toBeVisible();
    await shootWhole('statistics-metric');

    await page.goto('/user/app');
    // The account keeps the language: the next page reads it back, so wait until it is saved.
    const saved = page.waitForResponse((r) => r.url().endsWith('/profile/set-language') && r.ok());
    await chooseLanguage(page, 'العربية');
    await saved;
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/user/app/statistics');
    await expect(page.getByRole('heading', { name: 'الإحصاءات', level: 1 })).toBeVisible();
    await expect(page.getByRole('img').first()).toBeVisible();
    await shootWhole('statistics-overview-ar');
    await page.goto(metricPage);
    await expect(page.getByRole('img').first()).toBeVisible();
    await shootWhole('statistics-metric-ar');
    await page.goto('/user/app');
    const restored = page.waitForResponse((r) => r.url().endsWith('/profile/set-language') && r.ok());
    await chooseLanguage(page, 'English', /.+/);
    await restored;
  },
);
