// The statistics journey on the demo company's months of ratings and orders (SEED_DEMO): the owner
// opens Statistics and sees every chart of the overview drawn from data; narrows it to the Old
// Town café and last month; opens the Friday evening cell of the heat map (the demo's Friday dinner
// rush); in the reviews inbox picks the bad ones, checks each is a Friday evening review at that
// location, downloads them as XLSX and reads the file's rows back: the same reviews, at the same
// local times.
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_ADMIN, DEMO_PASSWORD, expectConsole, signIn } from './support/console';
import { expect, test } from './support/fixtures';

const OLD_TOWN = 'Linden Café — Old Town';
/** The heat map's Friday row and 19:00 column: the demo café's Friday dinner rush. */
const RUSH_CELL = /^Friday, 19:00: reviews/;

/** A moment on the company's clock: `YYYY-MM-DD HH:MM`, the weekday (Mon…Sun) and the hour. */
function onClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    stamp: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`,
    weekday: parts.weekday,
    hour: Number(parts.hour),
  };
}

/** Last month's first and last day, counted from the company's today. */
function lastMonth(timeZone: string): { from: string; to: string } {
  const [year, month] = onClock(new Date(), timeZone).stamp.split('-').map(Number) as [number, number];
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    from: day(new Date(Date.UTC(year, month - 2, 1))),
    to: day(new Date(Date.UTC(year, month - 1, 0))),
  };
}

/** Picks an entry of a PrimeReact dropdown or multi-select found by the label of its hidden input. */
async function pick(page: Page, kind: 'dropdown' | 'multiselect', label: string, option: string) {
  await page.locator(`.p-${kind}`, { has: page.getByLabel(label, { exact: true }) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  if (kind === 'multiselect') await page.keyboard.press('Escape');
  // PrimeReact leaves its focused input pointing at option -1 (aria-activedescendant) once the
  // list closes; the person moves on, and so does the test before the page is checked.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const dropdownOf = (page: Page, label: string) =>
  page.locator('.p-dropdown', { has: page.getByLabel(label, { exact: true }) });

/** Every figure has arrived: no query of the page is still on its way. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.gl-stats-body')).not.toHaveAttribute('aria-busy', 'true');
}

/** A chart panel drawn from data: its picture is on screen and its table holds rows. */
async function expectDrawn(panel: Locator) {
  await expect(panel).toBeVisible();
  const picture = panel.getByRole('img').first();
  await expect(picture).toBeVisible();
  await expect(picture).not.toHaveAttribute('aria-label', 'No ratings in the period.');
  const canvas = picture.locator('canvas');
  await expect(canvas).toBeVisible();
  expect((await canvas.boundingBox())?.height ?? 0).toBeGreaterThan(50);
  expect(await panel.locator('table tbody tr').count()).toBeGreaterThan(0);
}

async function expectEveryChart(page: Page) {
  const reviews = page.locator('.gl-stats-card', { has: page.locator('dt', { hasText: /^\s*Reviews$/ }) });
  await expect(reviews.locator('dd').first()).toHaveText(/^[1-9][\d,]*$/);
  for (const title of ['Average score', 'Reviews by outcome', 'By location', 'By metric']) {
    await expectDrawn(page.getByRole('region', { name: title, exact: true }));
  }
  const distributions = page.getByRole('region', { name: /^Scores given: / });
  await expect(distributions.first()).toBeVisible();
  for (const panel of await distributions.all()) await expectDrawn(panel);
  const heat = page.getByRole('region', { name: 'Reviews by hour of the week' });
  await expect(heat.getByRole('table')).toBeVisible();
  await expect(heat.getByRole('row')).toHaveCount(8);
  await expect(heat.locator('td.gl-heat__cell--link').first()).toBeVisible();
}

test("from the statistics overview to a Friday evening's bad reviews, downloaded and read back", async ({
  page,
}, testInfo) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
  await expectConsole(page, DEMO_ADMIN.name);
  const company = await page.request.get('/api/v1/structure');
  const { timeZone } = (await company.json()) as { timeZone: string };
  const month = lastMonth(timeZone);

  await page
    .getByRole('navigation', { name: 'Console sections' })
    .last()
    .getByRole('link', { name: 'Statistics', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
  await settled(page);
  await expectEveryChart(page);
  await expectNoSeriousA11yViolations(page);

  await pick(page, 'multiselect', 'Locations', OLD_TOWN);
  await pick(page, 'dropdown', 'Period', 'Last month');
  await expect(page).toHaveURL(/[?&]period=last-month/);
  const location = new URL(page.url()).searchParams.get('location');
  expect(location).toMatch(/^[0-9a-f-]{36}$/);
  await settled(page);
  await expectEveryChart(page);

  const heat = page.getByRole('region', { name: 'Reviews by hour of the week' });
  const cell = heat.getByTitle(RUSH_CELL);
  const [, reviewed, bad] = /reviews (\d+), bad (\d+)/.exec((await cell.getAttribute('title')) ?? '') ?? [];
  expect(Number(reviewed), 'reviews in the Friday 19:00 cell').toBeGreaterThan(0);
  expect(Number(bad), 'bad reviews in the Friday 19:00 cell').toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  await cell.click();

  // The inbox opens on the cell: its location, last month's days, Fridays and the hour.
  await expect(page).toHaveURL(
    `/user/app/reviews?location=${location}&from=${month.from}&to=${month.to}&dayOfWeek=5&hourFrom=19&hourTo=19`,
  );
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(dropdownOf(page, 'Location')).toContainText(OLD_TOWN);
  await expect(dropdownOf(page, 'Day of the week')).toContainText('Fridays');
  await expect(dropdownOf(page, 'Hours')).toContainText('19:00–20:00');
  const list = page.getByRole('list', { name: 'Reviews' });
  await expect(list.getByRole('listitem')).toHaveCount(Number(reviewed));

  await pick(page, 'dropdown', 'Outcome', 'Bad');
  await expect(page).toHaveURL(/[?&]outcome=bad/);
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(Number(bad));
  const listed: string[] = [];
  for (const row of await rows.all()) {
    await expect(row).toContainText(OLD_TOWN);
    await expect(row).toContainText('Bad');
    const at = onClock(new Date((await row.locator('time').getAttribute('datetime')) ?? ''), timeZone);
    expect(at, 'a Friday evening review, 19:00–20:00').toMatchObject({ weekday: 'Fri', hour: 19 });
    expect(at.stamp >= month.from && at.stamp < `${month.to} 24`).toBe(true);
    listed.push(at.stamp);
  }
  await expectNoSeriousA11yViolations(page);

  const downloads = page.getByRole('group', { name: 'Export the listed reviews' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('button', { name: 'Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`reviews_${month.from}_${month.to}.xlsx`);
  const file = testInfo.outputPath('reviews.xlsx');
  await download.saveAs(file);

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 2)).toEqual(['Date and time', 'Location']);
  const outcomeColumn = header.indexOf('Outcome') + 1;
  const saved = [];
  for (let i = 2; i <= sheet.rowCount; i++) {
    const row = sheet.getRow(i);
    // The file writes the venue's wall clock as the cell's date and time.
    const at = row.getCell(1).value as Date;
    saved.push({
      stamp: at.toISOString().slice(0, 16).replace('T', ' '),
      weekday: at.getUTCDay(),
      hour: at.getUTCHours(),
      location: row.getCell(2).value,
      outcome: row.getCell(outcomeColumn).value,
    });
  }
  expect(saved).toHaveLength(Number(bad));
  for (const row of saved) {
    expect(row).toMatchObject({ weekday: 5, hour: 19, location: OLD_TOWN, outcome: 'Bad' });
  }
  expect(saved.map((row) => row.stamp).sort()).toEqual([...listed].sort());
});
