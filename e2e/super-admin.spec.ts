// A super administrator takes over the demo company, changes its menu's title and leaves; the
// company's administrator then reads who came, when and why. The product runs on its own
// PostgreSQL database here, so the journey can make one demo account a super administrator.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, expect, test } from '@playwright/test';
import pg from 'pg';
import { startApp } from './support/app-server';
import { DEMO_ADMIN, DEMO_PASSWORD, expectConsole, signIn, signOut } from './support/console';
import { ENV, fromSetup } from './support/paths';
import { postgresUrl } from './support/postgres-apps';

const SUPPORT_EMAIL = 'waiter@demo.guestloop.app';
const REASON = 'Correcting the menu title on request';

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

async function query(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function journey(browser: Browser, baseURL: string, superAdminName: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  try {
    await signIn(page, SUPPORT_EMAIL, DEMO_PASSWORD);
    await expectConsole(page, superAdminName);
    await page.getByRole('link', { name: 'Super administrator console' }).click();
    await expect(page.getByRole('heading', { name: 'Companies', level: 1 })).toBeVisible();
    await page.getByLabel('Search by name or web address').fill('Linden');
    await page.getByRole('link', { name: 'Linden Café', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Linden Café', level: 1 })).toBeVisible();
    await expect(page.getByText('Menus', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Take over' }).click();
    const dialog = page.getByRole('dialog', { name: 'Take over Linden Café' });
    await dialog.getByLabel('Reason (they will read it)').fill(REASON);
    await dialog.getByRole('button', { name: 'Take over' }).click();
    const banner = page.getByRole('region', { name: 'Super administrator' });
    await expect(banner).toContainText('You are working in Linden Café as super administrator');

    await page.goto('/user/app/menus/linden-cafe');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Linden Café & Garden');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The menu settings have been saved.')).toBeVisible();
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByRole('heading', { name: 'Linden Café', level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Super administrator console' })).toBeVisible();
    await signOut(page, superAdminName);

    await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
    await expectConsole(page, DEMO_ADMIN.name);
    await page.goto('/user/app/company/takeovers');
    const row = page.getByRole('row', { name: new RegExp(REASON) });
    await expect(row).toContainText(superAdminName);
    await expect(row).not.toContainText('Still working');
  } finally {
    await context.close();
  }
}

test('a super administrator takes over the demo company, edits its menu and leaves; its administrator reads the record', async ({
  browser,
}) => {
  const url = postgresUrl();
  test.skip(!url && process.env.E2E_REQUIRED !== '1', 'TEST_DATABASE_URL is not set');
  expect(url, 'TEST_DATABASE_URL must be set when the browser suite is required').toBeTruthy();
  test.setTimeout(150_000);
  const database = `guestloop_e2e_sa_${Date.now().toString(36)}_${process.pid}`;
  await query(withDatabase(url!, 'postgres'), `create database ${database}`);
  const root = mkdtempSync(path.join(os.tmpdir(), 'guestloop-e2e-sa-'));
  const databaseUrl = withDatabase(url!, database);
  let app: Awaited<ReturnType<typeof startApp>> | null = null;
  try {
    app = await startApp({
      dataDir: path.join(root, 'data'),
      smtpPort: Number(fromSetup(ENV.smtpPort)),
      logFile: path.join(root, 'server.log'),
      env: { DATABASE_URL: databaseUrl },
    });
    // The demo's waiter becomes the product's super administrator (no company of their own).
    const [row] = await query(
      databaseUrl,
      'update users set is_super_admin = true, structure_id = null, role_id = null where email = $1 returning name',
      [SUPPORT_EMAIL],
    );
    await journey(browser, app.baseUrl, String(row?.name));
  } finally {
    await app?.stop();
    rmSync(root, { recursive: true, force: true });
    await query(withDatabase(url!, 'postgres'), `drop database if exists ${database} with (force)`).catch(
      () => undefined,
    );
  }
});
