// The review insights journey. A guest of the demo café rates their visit badly on the Spanish
// rating page, writing in Spanish. The manager opens the reviews inbox: the comment is shown in
// English once translated (or, when this server has no engine for Spanish to English, as written
// with a note saying so), the original is a click away, and the review's machine reading — marked
// as a hint — finds it negative, about the wait and the service. Then the statistics show what
// guests talk about. Screenshots on a desktop, a phone (390×844) and in Arabic, right to left.
import { type APIRequestContext, expect as baseExpect, type Page, request } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD, expectConsole, saveLanguage, signIn } from './support/console';
import { expect, test } from './support/fixtures';

const MENU = 'linden-cafe';
const SPANISH = 'Esperamos 40 minutos y el camarero fue grosero';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

interface Translated {
  text: string;
  state: 'human' | 'machine' | 'original';
}

/** The old-town café's table 1 rating page, as its sticker opens it: the metric's slug. */
async function tableMetric(api: APIRequestContext): Promise<string> {
  const table = await api.get(`/api/v1/horeca/public/groups/old-town/hall/1?menu=${MENU}`);
  baseExpect(table.ok(), await table.text()).toBe(true);
  const { location, table: t } = (await table.json()) as { location: { id: string }; table: { id: string } };
  const page = await api.get(`/api/v1/rate/default/${location.id}/${t.id}`);
  baseExpect(page.ok(), await page.text()).toBe(true);
  return ((await page.json()) as { metricSlug: string }).metricSlug;
}

/** A guest rates two stars on the Spanish page, in Spanish; the rating's id. */
async function spanishRating(baseURL: string): Promise<string> {
  const guest = await request.newContext({ baseURL, extraHTTPHeaders: { language: 'es' } });
  const slug = await tableMetric(guest);
  const rated = await guest.post('/api/v1/rate', { data: { slug, score: 2, comment: SPANISH } });
  baseExpect(rated.ok(), await rated.text()).toBe(true);
  const { id } = (await rated.json()) as { id: string };
  await guest.dispose();
  return id;
}

async function shoot(page: Page, name: string, fullPage = false) {
  await page.screenshot({
    path: test.info().outputPath(`${name}.png`),
    animations: 'disabled',
    caret: 'hide',
    fullPage,
  });
}

test('the manager reads a Spanish review in English, with its machine reading, and what guests talk about', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const ratingId = await spanishRating(baseURL!);
  await page.setViewportSize(DESKTOP);
  // Charts are drawn at once (no growing bars) for the screenshots.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, DEMO_ADMIN.email, DEMO_PASSWORD);
  await expectConsole(page, DEMO_ADMIN.name);

  let shown = SPANISH;
  let translated = false;
  await test.step('the inbox lists the review, then shows its comment in English', async () => {
    const translation = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/translate/multiple') && r.request().method() === 'POST',
    );
    await page.goto('/user/app/reviews');
    const list = page.getByRole('list', { name: 'Reviews' });
    await expect(list.getByRole('link').first()).toBeVisible();
    const answered = await translation;
    expect(answered.ok(), await answered.text()).toBe(true);
    const asked = answered.request().postDataJSON() as { text: string; from: string; to: string }[];
    const index = asked.findIndex((item) => item.text === SPANISH);
    expect(asked[index]).toEqual({ text: SPANISH, from: 'es', to: 'en' });
    const mine = ((await answered.json()) as Translated[])[index]!;
    translated = mine.state !== 'original';
    shown = translated ? mine.text : SPANISH;
    const row = list.getByRole('link').filter({ hasText: shown }).first();
    await expect(row).toBeVisible();
    if (translated) {
      expect(mine.text).not.toBe(SPANISH);
      await expect(row).toContainText('Translated from Spanish');
    }
    await shoot(page, 'reviews-desktop');
    await row.click();
    await expect(page).toHaveURL(new RegExp(`review=${ratingId}`));
  });

  const review = page.getByRole('complementary', { name: 'Review' });
  await test.step('the review shows the translation, or says no engine covers Spanish, and the original on request', async () => {
    if (translated) {
      await expect(review.getByText(shown, { exact: true })).toBeVisible();
      await expect(review.getByText('Translated from Spanish')).toBeVisible();
      await review.getByRole('button', { name: 'Show original' }).click();
      await expect(review.getByText(SPANISH, { exact: true })).toBeVisible();
      await expect(review.getByText('As written, in Spanish')).toBeVisible();
      await review.getByRole('button', { name: 'Show translation' }).click();
      await expect(review.getByText(shown, { exact: true })).toBeVisible();
    } else {
      await expect(review.getByText(SPANISH, { exact: true })).toBeVisible();
      await expect(
        review.getByText('Shown as written: no translation from Spanish is available.'),
      ).toBeVisible();
      await expect(review.getByRole('button', { name: 'Show original' })).toHaveCount(0);
    }
  });

  await test.step('the machine reading finds it negative, about the wait and the service, as a hint', async () => {
    const reading = review.getByRole('region', { name: /Machine reading/ });
    await expect(reading.getByText('Hint', { exact: true })).toBeVisible();
    await expect(reading.getByText('Negative', { exact: true })).toBeVisible();
    await expect(reading.getByText('Waiting: Negative')).toBeAttached();
    await expect(reading.getByText('Service: Negative')).toBeAttached();
    await expect(reading.getByText('Waiting', { exact: true })).toBeVisible();
    await expect(reading.getByText('Service', { exact: true })).toBeVisible();
    await expect(reading.getByText(/not a verdict/)).toBeVisible();
    await reading.scrollIntoViewIfNeeded();
    await shoot(page, 'review-detail-desktop');
  });

  await test.step('on a phone the review reads as a page of its own', async () => {
    await page.setViewportSize(PHONE);
    await page.goto(`/user/app/reviews?review=${ratingId}`);
    const reading = page.getByRole('region', { name: /Machine reading/ });
    await expect(reading.getByText('Negative', { exact: true })).toBeVisible();
    await shoot(page, 'review-phone');
    await reading.scrollIntoViewIfNeeded();
    await shoot(page, 'review-reading-phone');
    await page.setViewportSize(DESKTOP);
  });

  await test.step('the statistics show what guests talk about, with the latest comments', async () => {
    await page.goto('/user/app/statistics');
    await page.getByRole('link', { name: 'Topics', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/app\/statistics\/topics/);
    const chart = page.getByRole('region', { name: "Topics in guests' comments" });
    await expect(chart.getByRole('img').first()).toBeVisible();
    await expect(chart.locator('canvas')).toBeVisible();
    await expect(chart.getByRole('rowheader', { name: 'Waiting' })).toBeAttached();
    const examples = page.getByRole('region', { name: 'Latest comments by topic' });
    const waiting = examples.getByRole('article', { name: 'Waiting' });
    await expect(waiting).toBeVisible();
    // A retried run has rated twice: the latest comments may hold it twice.
    await expect(waiting.getByText(SPANISH).first()).toBeVisible();
    await expect(waiting.getByRole('link', { name: 'Open the review' }).first()).toHaveAttribute(
      'href',
      `/user/app/reviews?review=${ratingId}`,
    );
    await shoot(page, 'topics-desktop', true);
    await page.setViewportSize(PHONE);
    await expect(chart.locator('canvas')).toBeVisible();
    await shoot(page, 'topics-phone', true);
    await page.setViewportSize(DESKTOP);
  });

  await test.step('in Arabic the review and the topics read right to left', async () => {
    await page.goto('/user/app');
    await saveLanguage(page, 'العربية', 'ar');
    try {
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.goto(`/user/app/reviews?review=${ratingId}`);
      const reading = page.getByRole('region', { name: /قراءة آلية/ });
      await expect(reading.getByText('سلبي', { exact: true })).toBeVisible();
      await expect(reading.getByText('الانتظار', { exact: true })).toBeVisible();
      await shoot(page, 'review-ar');
      await page.goto('/user/app/statistics/topics');
      await expect(
        page.getByRole('region', { name: 'المواضيع في تعليقات الضيوف' }).locator('canvas'),
      ).toBeVisible();
      await shoot(page, 'topics-ar');
    } finally {
      // Back to English for the journeys after this one, whatever the page shows now.
      const reset = await page.request.post('/api/v1/profile/set-language', { data: { language: 'en' } });
      expect(reset.ok(), await reset.text()).toBe(true);
    }
  });
});
