// The guest's survey journey on a phone. The manager publishes a visit survey through the API (a
// food score asked only of visitors, an email, what they liked with at most two choices, a
// recommendation that ends the survey at 9 or more). A guest opens its link, agrees to the privacy
// note, answers half of it — a wrong email is refused with its message before Next — then closes
// the page: the same link opens at the question they had reached, the earlier answers still there.
// They finish, see the thanks, and the link keeps showing the thanks. The same page in Arabic reads
// right to left. Every screen passes the accessibility check.
import { type APIRequestContext, type Page, request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_ADMIN, DEMO_PASSWORD } from './support/console';
import { expect, test } from './support/fixtures';

const QUESTIONS = [
  {
    id: 'visited',
    type: 'select_single',
    title: 'Did you visit us this week?',
    required: true,
    answers: [
      { id: 'yes', label: 'Yes' },
      { id: 'no', label: 'No' },
    ],
  },
  {
    id: 'food',
    type: 'rate',
    title: 'How was the food?',
    required: true,
    data: { options: { min: 1, max: 5, labels: { min: 'Poor', max: 'Excellent' } } },
    visibility: { action: 'show', conditions: [{ questionId: 'visited', op: 'equals', value: 'yes' }] },
  },
  { id: 'email', type: 'text_email', title: 'Your email, if you want a reply' },
  {
    id: 'liked',
    type: 'checkboxes',
    title: 'What did you like?',
    data: { options: { maxSelected: 2 } },
    answers: [
      { id: 'taste', label: 'Taste' },
      { id: 'service', label: 'Service' },
      { id: 'price', label: 'Price' },
    ],
  },
  {
    id: 'recommend',
    type: 'rate_enps',
    title: 'How likely are you to recommend us?',
    required: true,
    jumps: [{ conditions: [{ questionId: 'recommend', op: 'gte', value: 9 }], to: '$end' }],
  },
  { id: 'improve', type: 'text_long', title: 'What should we improve?' },
];

async function ok<T>(answer: Promise<Awaited<ReturnType<APIRequestContext['get']>>>): Promise<T> {
  const res = await answer;
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

const QUIZ_QUESTIONS = [
  {
    id: 'grape',
    type: 'select_single',
    title: 'Which grape is Chablis made from?',
    required: true,
    answers: [
      { id: 'chardonnay', label: 'Chardonnay' },
      { id: 'riesling', label: 'Riesling' },
    ],
    data: { quiz: { correctAnswerIds: ['chardonnay'], points: 1 } },
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
];

/** The manager publishes a survey of the kind at the first location; its public page's path. */
async function published(baseURL: string, kind: 'survey' | 'quiz', content: object): Promise<string> {
  const api = await request.newContext({ baseURL });
  await ok(api.post('/api/v1/login', { data: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD } }));
  const { items } = await ok<{ items: { id: string }[] }>(api.get('/api/v1/locations/all'));
  const created = await ok<{ slug: string }>(
    api.post(`/api/v1/${kind}/create`, { data: { locationId: items[0]!.id } }),
  );
  const survey = await ok<{ publicPath: string }>(
    api.post(`/api/v1/${kind}/edit/${created.slug}`, {
      data: {
        title: kind === 'quiz' ? 'Wine basics' : 'Your visit to Linden Café',
        language: 'en',
        isActive: true,
        content,
      },
    }),
  );
  await api.dispose();
  return survey.publicPath;
}

const publishedSurvey = (baseURL: string) =>
  published(baseURL, 'survey', {
    subTitle: 'Two minutes, a few questions.',
    structureTitle: 'Linden Café',
    questions: QUESTIONS,
    settings: {
      welcomePage: 'Tell us how it went: the whole team reads every answer.',
      after: 'See you again soon.',
      policy: { GDPRCompliance: true },
    },
  });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Progress' });

/** Next, once the save of the question reached has been answered by the server. */
async function nextAndSave(page: Page, reached: string) {
  const saved = page.waitForResponse((res) => res.url().endsWith(`/save-state/${reached}`) && res.ok());
  await page.getByRole('button', { name: 'Next' }).click();
  await saved;
}

test('a guest answers half a survey, comes back at the same question and finishes', {
  tag: '@phone-only',
}, async ({ page, baseURL }) => {
  const path = await publishedSurvey(baseURL!);

  await test.step('the welcome screen asks for consent before the first question', async () => {
    await page.goto(path);
    await expect(heading(page, 'Your visit to Linden Café')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please tick the box to agree before you start.');
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    const started = page.waitForResponse((res) => res.url().endsWith('/save-state/visited') && res.ok());
    await page.getByRole('button', { name: 'Start' }).click();
    await started;
  });

  await test.step('half the questions, a wrong email refused before Next', async () => {
    await expect(heading(page, 'Did you visit us this week?')).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Question 1 of 5');
    await page.getByRole('radio', { name: 'Yes' }).check();
    // The food score is asked of visitors only: one more question counted.
    await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Question 1 of 6');
    await nextAndSave(page, 'food');
    await page.getByRole('radio', { name: '4' }).check();
    await nextAndSave(page, 'email');
    const email = page.getByRole('textbox', { name: 'Your email, if you want a reply' });
    await email.fill('ana@example');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toContainText('Please enter an email address');
    await expectNoSeriousA11yViolations(page);
    await email.fill('ana@example.com');
    await nextAndSave(page, 'liked');
    await expect(heading(page, 'What did you like?')).toBeVisible();
  });

  await test.step('the same link opens again at the question reached, answers kept', async () => {
    await page.reload();
    await expect(heading(page, 'What did you like?')).toBeVisible();
    await expect(page.getByText('Welcome back! You continue where you left off.')).toBeVisible();
    await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Question 4 of 6');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Your email, if you want a reply' })).toHaveValue(
      'ana@example.com',
    );
    await page.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('at most two choices, then a 10 ends the survey', async () => {
    await page.getByRole('checkbox', { name: 'Taste' }).check();
    await page.getByRole('checkbox', { name: 'Service' }).check();
    await expect(page.getByRole('checkbox', { name: 'Price' })).toBeDisabled();
    await nextAndSave(page, 'recommend');
    await page.getByRole('radio', { name: '10' }).check();
    await expect(progress(page)).toHaveAttribute('aria-valuetext', 'Question 5 of 5');
    await page.getByRole('button', { name: 'Send answers' }).click();
    await expect(heading(page, 'Thank you!')).toBeVisible();
    await expect(page.getByText('See you again soon.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('the link keeps showing the thanks', async () => {
    await page.reload();
    await expect(heading(page, 'Thank you!')).toBeVisible();
  });
});

test('the answering page reads right to left in Arabic', { tag: '@phone-only' }, async ({
  page,
  baseURL,
}) => {
  const path = await publishedSurvey(baseURL!);
  await page.goto(path);
  await expect(heading(page, 'Your visit to Linden Café')).toBeVisible();
  await page.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'ابدأ' })).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'ابدأ' }).click();
  await expect(page.getByRole('button', { name: 'التالي' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'السؤال 1 من 5');
  await expectNoSeriousA11yViolations(page);
});

test('a quiz counts down, scores the answers, shows the right ones and gives the result as PDF', {
  tag: '@phone-only',
}, async ({ page, baseURL }) => {
  const path = await published(baseURL!, 'quiz', {
    structureTitle: 'Linden Café',
    questions: QUIZ_QUESTIONS,
    settings: { policy: { GDPRCompliance: false } },
    quiz: { passMark: 50, timeLimitMinutes: 5, showCorrectAnswers: true, certificate: true },
  });
  await page.goto(path);
  await expect(page.getByText('You have 5 min to answer.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^[45]:\d\d$/);
  await page.getByRole('radio', { name: 'Chardonnay' }).check();
  await nextAndSave(page, 'rioja');
  await page.getByRole('combobox', { name: 'Where is Rioja from?' }).selectOption('Italy');
  await page.getByRole('button', { name: 'Send answers' }).click();

  await expect(heading(page, 'Your result')).toBeVisible();
  await expect(page.getByText('Passed', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 2 points')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your answers' })).toContainText('Right answer: Spain');
  await expectNoSeriousA11yViolations(page);
  const pdf = page.getByRole('link', { name: 'Download certificate (PDF)' });
  const file = await page.request.get((await pdf.getAttribute('href'))!);
  expect(file.ok()).toBe(true);
  expect(file.headers()['content-type']).toContain('application/pdf');

  await page.reload();
  await expect(page.getByText('1 of 2 points')).toBeVisible();
});
