// The AI assistant journey. The demo administrator goes from Statistics to the assistant and asks
// what guests complain about most at Old Town this month: the answer comes from the demo café's
// seeded reviews, names the topics with their counts and cites the reviews it quotes, each
// opening in the reviews inbox. Then a follow-up, the page on a phone (390×844) and in Arabic,
// right to left, asked with its own suggested question.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { chooseLanguage, DEMO_ADMIN, DEMO_PASSWORD, expectConsole, signIn } from './support/console';
import { expect, test } from './support/fixtures';

const QUESTION = 'What do guests complain about most at Old Town this month?';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** The demo's history ends yesterday: on a month's first day the month has no reviews yet. */
const MONTH_STARTED = new Date().getUTCDate() > 1;

async function shoot(page: Page, name: string, fullPage = false) {
  await page.screenshot({
    path: test.info().outputPath(`${name}.png`),
    animations: 'disabled',
    caret: 'hide',
    fullPage,
  });
}

const answers = (page: Page) => page.locator('.gl-assistant__message--answer');

async function ask(page: Page, question: string) {
  const box = page.getByRole('textbox', { name: 'Your question' });
  await box.fill(question);
  const answered = page.waitForResponse(
    (r) => /\/api\/v1\/assistant\/all\//.test(r.url()) && r.request().method() === 'POST',
  );
  await box.press('Enter');
  expect((await answered).ok()).toBe(true);
}

test('the administrator asks the assistant what guests complain about at Old Town and sees the reviews it cites', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
  await expectConsole(page, DEMO_ADMIN.name);

  await test.step('Statistics leads to the assistant, which offers questions to start with', async () => {
    await page.goto('/user/app/statistics');
    await page.getByRole('link', { name: 'Ask the AI assistant' }).click();
    await expect(page).toHaveURL(/\/user\/online-menu\/ai\/assistant\/all$/);
    await expect(page.getByRole('heading', { name: 'AI assistant' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What would you like to know?' })).toBeVisible();
    const suggestions = page.getByRole('list', { name: 'Suggested questions' });
    await expect(suggestions.getByRole('button', { name: QUESTION })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(PHONE);
    await shoot(page, 'assistant-start-phone');
    await page.setViewportSize(DESKTOP);
  });

  await test.step('the Old Town question is answered from the seeded reviews, citing them', async () => {
    await ask(page, QUESTION);
    const answer = answers(page).last();
    await expect(answer).toContainText('Linden Café — Old Town · this month');
    if (!MONTH_STARTED) {
      await expect(answer).toContainText('No reviews in this period.');
      return;
    }
    await expect(answer).toContainText(/Negative reviews: \d+ of [\d,]+\./);
    await expect(answer).toContainText('What guests complained about most');
    const sources = answer.getByRole('heading', { name: 'Sources' }).locator('..');
    await expect(sources.getByRole('listitem').first()).toBeVisible();
    expect(await sources.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await expect(sources.getByRole('listitem').first()).toContainText('Linden Café — Old Town');
    await expect(page).toHaveURL(/\?c=[0-9a-f-]{36}$/);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'assistant-desktop', true);
  });

  await test.step('a cited review opens in the reviews inbox', async () => {
    test.skip(!MONTH_STARTED, 'no reviews this month yet');
    const link = answers(page)
      .last()
      .getByRole('link', { name: /Open in reviews/ })
      .first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/user\/app\/reviews\?review=[0-9a-f-]{36}$/);
    const conversation = page.url();
    await link.click();
    await expect(page).toHaveURL(href!);
    const detail = page.getByRole('complementary', { name: 'Review' });
    await expect(detail.getByRole('button', { name: 'Close the review' })).toBeVisible();
    await expect(detail).toContainText('Linden Café — Old Town');
    await page.goto(conversation);
    await expect(answers(page)).toHaveCount(1);
  });

  await test.step('a follow-up that names only another period asks the same again', async () => {
    await ask(page, 'And last month?');
    await expect(answers(page)).toHaveCount(2);
    await expect(answers(page).last()).toContainText('Linden Café — Old Town · last month');
    await expect(answers(page).last()).toContainText(/Negative reviews: \d+ of [\d,]+\./);
  });

  await test.step('on a phone', async () => {
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(answers(page)).toHaveCount(2);
    await shoot(page, 'assistant-phone');
    await page.setViewportSize(DESKTOP);
  });

  await test.step('in Arabic the page reads right to left and answers in Arabic', async () => {
    await page.goto('/user/online-menu/ai/assistant/all');
    await chooseLanguage(page, 'العربية');
    try {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { name: 'مساعد الذكاء الاصطناعي' })).toBeVisible();
      const suggestion = page.getByRole('button', {
        name: 'ما أكثر ما يشتكي منه الضيوف في Old Town هذا الشهر؟',
      });
      const answered = page.waitForResponse(
        (r) => r.url().includes('/api/v1/assistant/') && r.request().method() === 'POST',
      );
      await suggestion.click();
      expect((await answered).ok()).toBe(true);
      const answer = answers(page).last();
      // The place's name is isolated in a right-to-left line: it keeps its own direction.
      await expect(answer).toContainText('\u2068Linden Café — Old Town\u2069 · هذا الشهر');
      await expect(answer.locator('.gl-assistant__answer')).toHaveAttribute('dir', 'rtl');
      if (MONTH_STARTED) await expect(answer).toContainText('التقييمات السلبية');
      await expectNoSeriousA11yViolations(page);
      await shoot(page, 'assistant-ar', true);
    } finally {
      await chooseLanguage(page, 'English', 'اللغة');
    }
  });
});
