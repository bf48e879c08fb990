// The e-NPS and quiz journeys, set up through the API. e-NPS: four employees, each a guest of their
// own, answer; the manager's results say there are not enough answers yet and show no figure. A
// fifth answers: the score is the share of promoters minus the share of detractors of the five,
// and the breakdown by team shows no team smaller than the anonymity threshold. Quiz: a quiz saved
// without privacy or scoring settings gets the defaults, in the API and in the builder; a
// participant on a phone agrees, answers, passes, sees the score and downloads the certificate,
// whose text holds the score; the manager's analysis gives the share of right answers per question.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { pdfTexts } from './support/pdf-text';
import {
  answerAsNewGuest,
  createSurvey,
  englishPack,
  guestPhone,
  openGuestPage,
  phoneShot,
  signInQuietly,
  staffApi,
  text,
} from './support/surveys';

const results = englishPack('survey-results-page');
const guestTexts = englishPack('guest-survey');
const unique = () => Date.now().toString(36);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Each employee's score and team, in the order they answer. */
const EMPLOYEES = [
  { recommend: 10, team: 'kitchen' },
  { recommend: 9, team: 'kitchen' },
  { recommend: 7, team: 'kitchen' },
  { recommend: 4, team: 'frontOfHouse' },
  { recommend: 9, team: 'kitchen' },
];

function enpsOf(scores: number[]): number {
  const share = (n: number) => (n * 100) / scores.length;
  return Math.round(share(scores.filter((s) => s >= 9).length) - share(scores.filter((s) => s <= 6).length));
}

test('e-NPS results stay hidden until five employees answered, then show the score and no small team', async ({
  page,
  baseURL,
}) => {
  const api = await staffApi(baseURL!);
  const { slug } = await createSurvey(api, 'enps', { title: `Team pulse ${unique()}`, isActive: true });
  await api.dispose();
  const first = EMPLOYEES.slice(0, 4);
  for (const answers of first) await answerAsNewGuest(baseURL!, 'enps', slug, answers);

  await signInQuietly(page);
  await page.goto(`/user/app/e-nps/${slug}/results`);
  await expect(page.getByRole('heading', { name: text(results, 'enps.hiddenTitle') })).toBeVisible();
  await expect(page.getByText(text(results, 'enps.hiddenMessage', { n: 5 }))).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(text(results, 'enps.score'), { exact: true })).toHaveCount(0);
  await expect(main.getByRole('group', { name: text(results, 'export.group') })).toHaveCount(0);

  await answerAsNewGuest(baseURL!, 'enps', slug, EMPLOYEES[4]!);
  await page.reload();
  const scores = EMPLOYEES.map((e) => e.recommend);
  const score = enpsOf(scores);
  expect(score, '3 promoters and 1 detractor of 5').toBe(40);
  const card = page.getByRole('region', { name: /How likely are you to recommend/ });
  await expect(card.locator('.gl-results-enps__value')).toHaveText(`+${score}`);
  const group = (key: string) =>
    card
      .locator('.gl-results-enps__group', { hasText: text(results, `enps.${key}`) })
      .getByRole('definition');
  await expect(group('promoters')).toHaveText(/^3\s+60%$/);
  await expect(group('detractors')).toHaveText(/^1\s+20%$/);

  // No team may be read apart: front of house (1) is under the threshold, and the kitchen (4) with it.
  const hiddenTeams = text(results, 'breakdown.hidden', { groups: 'Front of house, Kitchen' });
  const breakdown = page.getByRole('region', { name: text(results, 'breakdown.title'), exact: true });
  await expect(breakdown.getByText(hiddenTeams)).toBeVisible();
  await expect(breakdown.getByRole('region', { name: /^e-NPS by / })).toHaveCount(0);
  const teamCard = page.getByRole('region', { name: /Your team/ });
  await expect(teamCard.getByText(hiddenTeams)).toBeVisible();
  await expect(teamCard.getByRole('img')).toHaveCount(0);
  await phoneShot(page, 'enps-results');
  await expectNoSeriousA11yViolations(page);
});

const QUIZ_QUESTIONS = [
  {
    id: 'fruit',
    type: 'select_single',
    title: 'Which of these is a fruit?',
    required: true,
    answers: [
      { id: 'apple', label: 'Apple' },
      { id: 'carrot', label: 'Carrot' },
    ],
    data: { quiz: { correctAnswerIds: ['apple'], points: 1 } },
  },
  {
    id: 'colours',
    type: 'checkboxes',
    title: 'Which of these are colours?',
    required: true,
    answers: [
      { id: 'red', label: 'Red' },
      { id: 'table', label: 'Table' },
      { id: 'green', label: 'Green' },
    ],
    data: { quiz: { correctAnswerIds: ['red', 'green'], points: 1 } },
  },
  {
    id: 'rioja',
    type: 'dropdown',
    title: 'Where is Rioja from?',
    required: true,
    answers: [
      { id: 'spain', label: 'Spain' },
      { id: 'italy', label: 'Italy' },
    ],
    data: { quiz: { correctAnswerIds: ['spain'], points: 1 } },
  },
  {
    id: 'grape',
    type: 'select_single_card',
    title: 'Which grape is Chablis made from?',
    required: true,
    answers: [
      { id: 'chardonnay', label: 'Chardonnay' },
      { id: 'riesling', label: 'Riesling' },
    ],
    data: { quiz: { correctAnswerIds: ['chardonnay'], points: 1 } },
  },
];

async function next(page: Page) {
  const saved = page.waitForResponse((res) => res.url().includes('/save-state/') && res.ok());
  await page.getByRole('button', { name: text(guestTexts, 'nav.next') }).click();
  await saved;
}

test('a quiz without settings gets the defaults; a participant passes and downloads the certificate', async ({
  page,
  browser,
  baseURL,
}) => {
  const api = await staffApi(baseURL!);
  const quiz = await createSurvey(api, 'quiz', {
    title: `Menu basics ${unique()}`,
    isActive: true,
    content: { questions: QUIZ_QUESTIONS },
  });
  // Another participant answered only the first question right.
  await answerAsNewGuest(baseURL!, 'quiz', quiz.slug, {
    fruit: 'apple',
    colours: ['red'],
    rioja: 'italy',
    grape: 'riesling',
  });
  await api.dispose();

  await test.step('the API and the builder show the default privacy and scoring settings', async () => {
    expect(quiz.content.settings.policy).toEqual({
      url: '',
      title: '',
      policy: '',
      useOwnPolicy: false,
      GDPRCompliance: true,
    });
    expect(quiz.content.quiz).toEqual({
      passMark: 70,
      timeLimitMinutes: null,
      showCorrectAnswers: true,
      certificate: true,
    });
    await signInQuietly(page);
    await page.goto(`/user/app/quizzes/${quiz.slug}`);
    await expect(page.getByLabel('Ask for consent first')).toBeChecked();
    await expect(page.getByLabel('A privacy text of its own')).not.toBeChecked();
    await expect(page.getByLabel('Pass mark')).toHaveValue('70 %');
    await expect(page.getByLabel('Time limit (minutes)')).toHaveValue('');
    await expect(page.getByLabel('Show the right answers after sending')).toBeChecked();
    await expect(page.getByLabel('Certificate for those who pass')).toBeChecked();
    await phoneShot(page, 'quiz-builder');
  });

  const phone = await guestPhone(browser, baseURL!);
  await test.step('a participant agrees, answers three of four right and passes', async () => {
    await openGuestPage(phone, quiz.publicPath);
    await phone.getByRole('checkbox', { name: text(guestTexts, 'privacy.consent') }).check();
    await phone.getByRole('button', { name: text(guestTexts, 'welcome.start') }).click();
    await phone.getByRole('radio', { name: 'Apple' }).check();
    await next(phone);
    await phone.getByRole('checkbox', { name: 'Red' }).check();
    await phone.getByRole('checkbox', { name: 'Green' }).check();
    await next(phone);
    await phone.getByRole('combobox', { name: 'Where is Rioja from?' }).selectOption('Spain');
    await next(phone);
    await phone.getByRole('radio', { name: 'Riesling' }).check();
    await phone.getByRole('button', { name: text(guestTexts, 'nav.finish') }).click();
    await expect(heading(phone, text(guestTexts, 'quiz.title'))).toBeVisible();
    await expect(phone.getByText(text(guestTexts, 'quiz.passed'), { exact: true })).toBeVisible();
    await expect(phone.getByText('3 of 4 points')).toBeVisible();
    await expect(phone.getByText('75%', { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(phone);
  });

  await test.step('the certificate is a PDF that holds the score', async () => {
    const [download] = await Promise.all([
      phone.waitForEvent('download'),
      phone.getByRole('link', { name: text(guestTexts, 'quiz.certificate') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/certificate\.pdf$/);
    const file = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const texts = pdfTexts(pdf);
    expect(
      texts.some((t) => t.includes('3 of 4 points')),
      'the score in the PDF text',
    ).toBe(true);
    await phone.context().close();
  });

  await test.step("the manager's analysis gives the share of right answers per question", async () => {
    await page.goto(`/user/app/quizzes/${quiz.slug}/results`);
    const right = page.getByRole('region', { name: text(results, 'quiz.rightTitle'), exact: true });
    await expect(right.getByRole('img')).toBeVisible();
    await right.getByRole('button', { name: text(results, 'tableView') }).click();
    // One passed with three right, the other had only the first right.
    const expected = ['100%', '50%', '50%', '0%'];
    for (const [i, question] of QUIZ_QUESTIONS.entries()) {
      const row = right.getByRole('row').filter({ hasText: question.title });
      await expect(row.getByRole('cell').last()).toHaveText(expected[i]!);
    }
    await phoneShot(page, 'quiz-results');
    await expectNoSeriousA11yViolations(page);
  });
});
