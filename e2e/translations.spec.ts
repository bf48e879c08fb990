// The staff side of content translation: the manager opens the demo menu's translations from the
// menu editor, has it translated into Spanish (by Apertium when the suite runs it beside the
// product; without an engine the texts stay missing and the bar says so), opens the Spanish texts
// and corrects a dish's name by hand, which is kept as a person's translation. Pictures of the
// editor on a desktop, on a phone and in Arabic. The correction and the language are taken back.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_ADMIN, DEMO_PASSWORD, expectConsole, saveLanguage, signIn } from './support/console';
import { expect, test } from './support/fixtures';

const MENU_EDITOR = '/user/app/menus/linden-cafe';
const DISH = 'Granola Bowl';
const CORRECTED = 'Bol de granola de la casa';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The editor's row of a text, found by its original. */
const row = (page: Page, source: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('paragraph').filter({ hasText: new RegExp(`^${source}$`) }) });

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: test.info().outputPath(`${name}.png`),
    animations: 'disabled',
    caret: 'hide',
  });
}

test('the manager translates the demo menu into Spanish and corrects a dish by hand', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
  await expectConsole(page, DEMO_ADMIN.name);
  try {
    await test.step('the menu editor leads to the menu’s translations', async () => {
      await page.goto(MENU_EDITOR);
      await page
        .getByRole('navigation', { name: 'Menu pages' })
        .getByRole('link', { name: 'Translations', exact: true })
        .click();
      await expect(page).toHaveURL(/\/user\/app\/translations\/menu\/linden-cafe/);
      await expect(page.getByRole('heading', { level: 1, name: 'Linden Café' })).toBeVisible();
      await expect(page.getByText(/Menu · written in English/)).toBeVisible();
    });

    await test.step('translating into Spanish shows a bar until the engine is done', async () => {
      const picker = page.locator('.p-multiselect', { has: page.getByLabel('Languages', { exact: true }) });
      await picker.click();
      await page.getByRole('option', { name: 'Español', exact: true }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Translate', exact: true }).click();
      const progress = page.getByRole('list', { name: 'Progress' });
      const spanish = progress.getByRole('listitem').filter({ hasText: 'Español' });
      await expect(spanish.getByRole('progressbar')).toBeVisible();
      // Done, or no engine here covers English to Spanish: either way nothing is waiting any more.
      await expect(spanish.getByRole('status')).not.toContainText('Translating', { timeout: 120_000 });
      await shoot(page, 'translations-progress-desktop');
      await spanish.getByRole('button', { name: 'Edit Español' }).click();
      await expect(page).toHaveURL(/to=es/);
    });

    await test.step('a dish corrected by hand is kept as a person’s translation', async () => {
      await page.getByRole('searchbox', { name: 'Search the texts' }).fill(DISH);
      const dish = row(page, DISH);
      await expect(dish).toHaveCount(1);
      await expect(dish.getByText(/^(Machine|Missing)$/)).toBeVisible();
      await dish.getByRole('textbox').fill(CORRECTED);
      await dish.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Translation saved')).toBeVisible();
      await expect(dish.getByText('Human', { exact: true })).toBeVisible();

      await page.reload();
      await page.getByRole('searchbox', { name: 'Search the texts' }).fill(DISH);
      await expect(row(page, DISH).getByText('Human', { exact: true })).toBeVisible();
      await expect(row(page, DISH).getByRole('textbox')).toHaveValue(CORRECTED);
      await page.getByRole('button', { name: /^Yours \(\d+\)$/ }).click();
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('pictures of the editor on a desktop and on a phone', async () => {
      const search = page.getByRole('searchbox', { name: 'Search the texts' });
      await page.getByRole('button', { name: /^All \(\d+\)$/ }).click();
      await search.fill('');
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, 'translations-desktop');
      await search.fill('Granola');
      await search.scrollIntoViewIfNeeded();
      await shoot(page, 'translations-rows-desktop');
      await page.setViewportSize(PHONE);
      await search.fill('');
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, 'translations-phone');
      await search.fill('Granola');
      await row(page, DISH).scrollIntoViewIfNeeded();
      await shoot(page, 'translations-rows-phone');
    });

    await test.step('in Arabic the editor reads right to left, the Spanish texts left to right', async () => {
      await page.setViewportSize(DESKTOP);
      await saveLanguage(page, 'العربية', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { name: 'الترجمة إلى…' })).toBeVisible();
      await expect(row(page, DISH).getByRole('textbox')).toHaveAttribute('dir', 'ltr');
      // The language picker keeps the focus after a choice; the page is read from its main part.
      await page.locator('#console-main').focus();
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, 'translations-desktop-ar');
      await page.setViewportSize(PHONE);
      await row(page, DISH).scrollIntoViewIfNeeded();
      await shoot(page, 'translations-rows-phone-ar');
      await expectNoSeriousA11yViolations(page);
    });
  } finally {
    await page.request.post('/api/v1/translation/correction', {
      data: { source: DISH, from: 'en', to: 'es', text: '' },
    });
    await page.request.post('/api/v1/profile/set-language', { data: { language: 'en' } });
  }
});
