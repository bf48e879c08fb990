// Pictures for the README and docs: `E2E_SCREENSHOTS=1 npm run test:e2e` rewrites
// docs/screenshots/<page>-<phone|desktop>.png (and guestloop.png, the README's picture).
// The config runs this file only when E2E_SCREENSHOTS=1, so CI never touches the pictures.
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD, expectConsole, signIn } from './support/console';
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
