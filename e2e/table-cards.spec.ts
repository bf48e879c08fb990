// The printable table cards: staff open "Print QR codes" on the tables page and get
// one card per table with the venue's name and logo, "Scan to order" and the table's name; the
// cards print four to a page on A4 and on Letter, none cut in two.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_ADMIN, DEMO_PASSWORD, expectConsole, signIn } from './support/console';
import { expect, test } from './support/fixtures';
import { screenshotDir } from './support/paths';

/** The pages of a PDF Chromium printed (one page object per sheet of paper). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;

async function printed(page: Page, format: 'A4' | 'Letter'): Promise<number> {
  return pageCount(await page.pdf({ format, printBackground: true, preferCSSPageSize: true }));
}

test('staff print table cards for the venue: logo, name, "Scan to order", the table', async ({ page }) => {
  await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
  await expectConsole(page, DEMO_ADMIN.name);
  // The demo menu by name: other journeys may have added menus at the demo location, and then the
  // page asks which one the codes open instead of guessing.
  await page.goto('/user/app/tables?menu=linden-cafe');
  await page.getByRole('link', { name: 'Print QR codes', exact: true }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Table cards: Linden Café — Old Town' }),
  ).toBeVisible();
  const cards = page.getByRole('article');
  // The demo venue: Hall 1–6 and the garden terrace T1–T4 (other journeys may add a table).
  await expect(cards.nth(9)).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(12);
  const first = page.getByRole('article', { name: 'Table 1', exact: true });
  await expect(first.getByText('Scan to order')).toBeVisible();
  await expect(first.getByText('Linden Café — Old Town')).toBeVisible();
  await expect(first.getByText('Hall')).toBeVisible();
  await expect(first.getByRole('img', { name: 'QR code that opens the menu at 1' })).toBeVisible();
  // The menu's logo is drawn, not a broken picture (once it has loaded).
  const logo = first.locator('.gl-qr-card__logo');
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(screenshotDir, 'table-qr-desktop.png'), animations: 'disabled' });

  // Ten cards, four to a page: three sheets of A4 or Letter, and the page's buttons stay off paper.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  expect(await printed(page, 'A4')).toBe(3);
  expect(await printed(page, 'Letter')).toBe(3);
});
