// The browser suite: the built product on a free port of 127.0.0.1 with a local SMTP server
// (support/global-setup.ts), driven by Debian's Chromium at /usr/bin/chromium.
//
// Projects and tags: a test without tags runs on `desktop` only; `@phone` runs on both
// projects; `@phone-only` runs on `phone` only. screenshots.spec.ts runs only with
// E2E_SCREENSHOTS=1 (it rewrites docs/screenshots/).
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath, LANES } from './support/paths';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  testIgnore: process.env.E2E_SCREENSHOTS === '1' ? [] : ['**/screenshots.spec.ts'],
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
  // Files run one after another in each lane; each lane has a product of its own (paths.ts LANES).
  fullyParallel: false,
  workers: LANES,
  retries: ci ? 1 : 0,
  forbidOnly: ci || process.env.E2E_REQUIRED === '1',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['./support/summary-reporter.ts'],
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
});
