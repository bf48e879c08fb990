// The survey journey from the builder to the export. The manager signs in, creates a survey in
// the Surveys section and, in the builder, replaces its ready-made questions by one of each of the
// 15 types (the choices with options of their own) and a rule that asks for the review link only
// of guests who heard of the café online; saves and publishes it and takes its link. A guest on a
// phone answers half, closes the page, opens the link again at the question reached with the
// earlier answers kept, and finishes. The results page draws a chart for every choice and score
// question, a word cloud for the free texts and the table of answers; the Excel download holds
// the guest's answers.
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_ADMIN, DEMO_PASSWORD, expectConsole, signIn } from './support/console';
import { expect, test } from './support/fixtures';
import { englishPack, guestPhone, openGuestPage, phoneShot, text } from './support/surveys';

const builder = englishPack('surveys');
const guestTexts = englishPack('guest-survey');
const results = englishPack('survey-results-page');

interface Step {
  type: string;
  options?: string[];
  /** What the guest does on the question's screen. */
  answer: (page: Page, title: string) => Promise<void>;
  /** The guest's answer as the Excel file holds it. */
  cell: string | number;
}

const choose =
  (...names: string[]) =>
  async (page: Page) => {
    for (const name of names) await page.getByRole(names.length > 1 ? 'checkbox' : 'radio', { name }).check();
  };
const score = (value: number) => async (page: Page) =>
  page.getByRole('radio', { name: String(value) }).check();
/** The question's form is named by its title, and so is the field inside it. */
const type = (value: string) => async (page: Page, title: string) =>
  page.getByRole('form', { name: title }).getByLabel(title).fill(value);

/** One question of each type, in the order added; the guest closes the page after the first seven. */
const STEPS: Step[] = [
  {
    type: 'select_single',
    options: ['A friend', 'Online', 'Passing by'],
    answer: choose('Online'),
    cell: 'Online',
  },
  { type: 'select_single_card', options: ['Lunch', 'Dinner'], answer: choose('Dinner'), cell: 'Dinner' },
  {
    type: 'checkboxes',
    options: ['Soup', 'Pasta', 'Cake'],
    answer: choose('Soup', 'Cake'),
    cell: 'Soup; Cake',
  },
  {
    type: 'dropdown',
    options: ['Old Town', 'Riverside'],
    answer: async (page, title) =>
      void (await page.getByRole('combobox', { name: title }).selectOption('Riverside')),
    cell: 'Riverside',
  },
  {
    type: 'select_multiple',
    options: ['Taste', 'Service', 'Price'],
    answer: choose('Taste', 'Service'),
    cell: 'Taste; Service',
  },
  { type: 'rate', answer: score(4), cell: 4 },
  { type: 'rate_enps', answer: score(9), cell: 9 },
  { type: 'text_short', answer: type('Ana'), cell: 'Ana' },
  {
    type: 'text_long',
    answer: type('More vegetarian dishes, please'),
    cell: 'More vegetarian dishes, please',
  },
  { type: 'text_number', answer: type('4'), cell: 4 },
  { type: 'text_email', answer: type('ana@example.com'), cell: 'ana@example.com' },
  { type: 'text_phone_number', answer: type('+491511234567'), cell: '+491511234567' },
  { type: 'text_url', answer: type('https://example.com/review'), cell: 'https://example.com/review' },
  { type: 'date_only', answer: type('2026-11-20'), cell: '2026-11-20' },
  { type: 'time_only', answer: type('19:30'), cell: '19:30' },
];
const titleOf = (step: Step) => text(builder, `types.${step.type}.example`);
const HALF = 7;
/** The review link is asked only of guests who heard of the café online (question 1). */
const RULED = STEPS.findIndex((step) => step.type === 'text_url');

const questionName = (number: number) => text(builder, 'question.numbered', { number });
const card = (page: Page, number: number) =>
  page.getByRole('article', { name: questionName(number), exact: true });
const conditionPart = (key: string) =>
  text(builder, `condition.${key}`, { name: text(builder, 'condition.numbered', { number: 1 }) });

/** Picks an entry of a PrimeReact dropdown found by the label of its input. */
async function pick(scope: Locator, label: string, option: string) {
  await scope.locator('.p-dropdown', { has: scope.page().getByLabel(label, { exact: true }) }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

async function addQuestion(page: Page, number: number, step: Step) {
  await page.getByRole('button', { name: text(builder, 'add.button'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text(builder, 'add.title') });
  // Every type is offered, and the journey adds each once.
  await expect(dialog.getByRole('listitem')).toHaveCount(STEPS.length);
  await dialog.getByRole('button', { name: text(builder, `types.${step.type}.name`), exact: true }).click();
  const question = card(page, number);
  await expect(question.getByLabel(text(builder, 'question.title'), { exact: true })).toBeFocused();
  const options = step.options ?? [];
  const name = questionName(number);
  for (const [i, label] of options.entries()) {
    if (i >= 2)
      await question
        .getByRole('button', { name: text(builder, 'variants.addTo', { question: name }) })
        .click();
    const option = text(builder, 'variants.numbered', { number: i + 1 });
    await question
      .getByLabel(text(builder, 'variants.of', { name: option, question: name }), { exact: true })
      .fill(label);
  }
}

/** Next, once the server has saved where the guest is. */
async function next(page: Page) {
  const saved = page.waitForResponse((res) => res.url().includes('/save-state/') && res.ok());
  await page.getByRole('button', { name: text(guestTexts, 'nav.next') }).click();
  await saved;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const progress = (page: Page) => page.getByRole('progressbar', { name: text(guestTexts, 'progress.label') });
const position = (at: number, of: number) =>
  text(guestTexts, 'progress.position', { position: at, total: of });

test('a survey of all 15 question types is built, answered on a phone in two visits, read and exported', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // The longest journey of the suite: fifteen questions typed in, two visits, three screens read.
  test.setTimeout(90_000);
  const title = `Visit journey ${Date.now().toString(36)}`;
  let link = '';

  await test.step('the manager creates the survey in the Surveys section', async () => {
    // Dialogs and charts without their animations: nothing to wait for between steps.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
    await expectConsole(page, DEMO_ADMIN.name);
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .last()
      .getByRole('link', { name: text(builder, 'kinds.survey.heading'), exact: true })
      .click();
    await page.getByRole('button', { name: text(builder, 'kinds.survey.create') }).click();
    const dialog = page.getByRole('dialog', { name: text(builder, 'kinds.survey.create') });
    await pick(dialog, text(builder, 'create.location'), 'Linden Café — Old Town');
    await dialog.getByLabel(text(builder, 'create.title'), { exact: true }).fill(title);
    await dialog.getByRole('button', { name: text(builder, 'create.submit') }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  await test.step('the builder holds one question of each type and a show rule', async () => {
    // The ready-made questions make way for the journey's own.
    for (let left = 3; left > 0; left--)
      await page
        .getByRole('button', { name: text(builder, 'question.delete', { name: questionName(1) }) })
        .click();
    await expect(page.getByRole('heading', { name: text(builder, 'questions.emptyTitle') })).toBeVisible();
    for (const [i, step] of STEPS.entries()) {
      await addQuestion(page, i + 1, step);
      if (i !== RULED) continue;
      const ruled = card(page, i + 1);
      await ruled.getByRole('button', { name: text(builder, 'rule.add') }).click();
      await pick(ruled, conditionPart('question'), `1. ${titleOf(STEPS[0]!)}`);
      await pick(ruled, conditionPart('value'), 'Online');
    }
    await expect(page.getByRole('article')).toHaveCount(15);
    await expect(card(page, RULED + 1)).toContainText(text(builder, 'rule.badge.show'));
    await page.getByRole('button', { name: text(builder, 'actions.save') }).click();
    await expect(page.getByText(text(builder, 'builder.saved'))).toBeVisible();
    await page.getByRole('switch', { name: text(builder, 'status.draft') }).click();
    await expect(page.getByRole('switch', { name: text(builder, 'status.published') })).toBeChecked();
    await page.getByRole('button', { name: text(builder, 'share.button') }).click();
    link = await page.getByLabel(text(builder, 'share.link')).inputValue();
    expect(link).toMatch(/\/user\/p\/survey\/[\w-]+$/);
    await page.keyboard.press('Escape');
    // The "saved" notice is on screen: its text is checked too.
    await expectNoSeriousA11yViolations(page);
    await phoneShot(page, 'survey-builder');
  });

  const phone = await guestPhone(browser, baseURL!);
  let guest = phone;
  await test.step('a guest on a phone answers half of it and closes the page', async () => {
    await openGuestPage(guest, link);
    await expect(heading(guest, title)).toBeVisible();
    await guest.getByRole('checkbox', { name: text(guestTexts, 'privacy.consent') }).check();
    await guest.getByRole('button', { name: text(guestTexts, 'welcome.start') }).click();
    await expect(progress(guest)).toHaveAttribute('aria-valuetext', position(1, 14));
    for (const [i, step] of STEPS.slice(0, HALF).entries()) {
      await expect(heading(guest, titleOf(step))).toBeVisible();
      await step.answer(guest, titleOf(step));
      // Heard of it online: the review link is asked too.
      if (i === 0) await expect(progress(guest)).toHaveAttribute('aria-valuetext', position(1, 15));
      await next(guest);
    }
    await expect(heading(guest, titleOf(STEPS[HALF]!))).toBeVisible();
    await guest.close();
  });

  await test.step('the link opens again at the question reached, earlier answers kept; the guest finishes', async () => {
    guest = await phone.context().newPage();
    await guest.goto(link);
    await expect(heading(guest, titleOf(STEPS[HALF]!))).toBeVisible();
    await expect(guest.getByText(text(guestTexts, 'question.resumed'))).toBeVisible();
    await expect(progress(guest)).toHaveAttribute('aria-valuetext', position(HALF + 1, 15));
    await guest.getByRole('button', { name: text(guestTexts, 'nav.back') }).click();
    await expect(guest.getByRole('radio', { name: '9' })).toBeChecked();
    await guest.getByRole('button', { name: text(guestTexts, 'nav.next') }).click();
    for (const [i, step] of STEPS.slice(HALF).entries()) {
      await expect(heading(guest, titleOf(step))).toBeVisible();
      await step.answer(guest, titleOf(step));
      if (HALF + i < STEPS.length - 1) await next(guest);
    }
    await guest.getByRole('button', { name: text(guestTexts, 'nav.finish') }).click();
    await expect(heading(guest, text(guestTexts, 'done.title'))).toBeVisible();
    await phone.context().close();
  });

  await test.step('the results draw every choice and score, the words of the texts and the table', async () => {
    await page.getByRole('link', { name: text(builder, 'list.results') }).click();
    const region = (i: number) =>
      page.getByRole('region', { name: `${i + 1}. \u2068${titleOf(STEPS[i]!)}\u2069`, exact: true });
    for (const [i, step] of STEPS.entries()) {
      if (['text_short', 'text_long'].includes(step.type)) {
        const cloud = region(i).getByRole('list', { name: text(results, 'cloud.label') });
        await expect(cloud).toContainText(step.type === 'text_short' ? 'ana' : 'vegetarian');
      } else if (step.type === 'rate_enps') {
        await expect(region(i)).toContainText('+100');
        const spread = page.getByRole('region', { name: text(results, 'enps.spread'), exact: true });
        await expect(spread.getByRole('img').locator('canvas')).toBeVisible();
      } else if (step.options || step.type === 'rate') {
        await expect(region(i).getByRole('img').locator('canvas')).toBeVisible();
      }
    }
    const answers = page.getByRole('region', { name: text(results, 'answers.title'), exact: true });
    await expect(answers.getByRole('row')).toHaveCount(2);
    await expect(answers.getByRole('row').last()).toContainText('ana@example.com');
    await expectNoSeriousA11yViolations(page);
    await phoneShot(page, 'survey-results');
  });

  await test.step("the Excel download holds the guest's answers", async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('group', { name: text(results, 'export.group') })
        .getByRole('button', { name: text(results, 'export.xlsx') })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = testInfo.outputPath('answers.xlsx');
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = sheet.getRow(2);
    for (const step of STEPS) {
      const column = header.indexOf(titleOf(step)) + 1;
      expect(column, `a column for “${titleOf(step)}”`).toBeGreaterThan(0);
      expect(row.getCell(column).value, titleOf(step)).toBe(step.cell);
    }
  });
});
