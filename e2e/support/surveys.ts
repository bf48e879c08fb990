// What the survey journeys share: the demo admin's API calls, a guest's phone, a guest identity of
// its own through the API, and the English texts of the survey screens (read from the language
// packs, so a reworded text does not break a journey that only names it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  type APIResponse,
  type Browser,
  expect,
  type Page,
  request,
} from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD } from './console';
import { repoRoot } from './paths';

export type SurveyKind = 'survey' | 'enps' | 'quiz';
/** The API's prefix of each kind (its staff and guest calls). */
export const KIND_API: Record<SurveyKind, string> = { survey: 'survey', enps: 'e-nps', quiz: 'quiz' };

export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

type Texts = { [key: string]: string | Texts };

/** An English language pack of the product, e.g. `surveys` or `survey-results-page`. */
export function englishPack(namespace: string): Texts {
  const file = path.join(repoRoot, `apps/api/src/modules/i18n/locales/en/${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Texts;
}

/** A text of a pack by its dotted key, with `{{name}}` values filled in. */
export function text(pack: Texts, key: string, values: Record<string, string | number> = {}): string {
  const found = key
    .split('.')
    .reduce<string | Texts | undefined>((node, part) => (node as Texts)?.[part], pack);
  if (typeof found !== 'string') throw new Error(`no English text ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

export async function ok<T>(answer: Promise<APIResponse>): Promise<T> {
  const res = await answer;
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The demo admin's API session (the set-up a journey does not prove). */
export async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  await ok(api.post('/api/v1/login', { data: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD } }));
  return api;
}

/** Signs the page's browser in as the demo admin without going through the sign-in form. */
export async function signInQuietly(page: Page): Promise<void> {
  await ok(
    page.request.post('/api/v1/login', { data: { email: DEMO_ADMIN.email, password: DEMO_PASSWORD } }),
  );
}

export interface CreatedSurvey {
  slug: string;
  publicPath: string;
  content: Record<string, unknown> & {
    settings: Record<string, unknown>;
    quiz: Record<string, unknown> | null;
  };
}

/** A survey of the kind at the first location, then changed with `body` (title, content, published…). */
export async function createSurvey(
  api: APIRequestContext,
  kind: SurveyKind,
  body: object,
): Promise<CreatedSurvey> {
  const { items } = await ok<{ items: { id: string }[] }>(api.get('/api/v1/locations/all'));
  const { slug } = await ok<{ slug: string }>(
    api.post(`/api/v1/${KIND_API[kind]}/create`, { data: { locationId: items[0]!.id } }),
  );
  return ok<CreatedSurvey>(
    api.post(`/api/v1/${KIND_API[kind]}/edit/${slug}`, { data: { language: 'en', ...body } }),
  );
}

/** A guest of their own (their own customer cookie), who sends a whole answer through the API. */
export async function answerAsNewGuest(
  baseURL: string,
  kind: SurveyKind,
  slug: string,
  answers: Record<string, unknown>,
): Promise<void> {
  const guest = await request.newContext({ baseURL });
  await ok(guest.post(`/api/v1/customer/create/${kind}/${slug}`));
  await ok(guest.post(`/api/v1/${KIND_API[kind]}/${slug}/save-answer`, { data: { answers } }));
  await guest.dispose();
}

/**
 * Opens a survey's guest page and waits until the app has taken over its first screen: the server
 * draws the welcome screen in the HTML, and a tick or a tap before the app runs is lost when it
 * draws the screen again (reported). The app's Start button carries an arrow the HTML's lacks.
 */
export async function openGuestPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Start' }).locator('svg')).toBeAttached();
}

/** A guest's phone: a browser context of its own (its own cookies), 390×844. */
export async function guestPhone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL, locale: 'en-US', timezoneId: 'UTC' });
  return context.newPage();
}

/**
 * Pictures of the whole page at phone size, when asked for (E2E_JOURNEY_SHOTS=<folder>; none in
 * CI): the page is narrowed to 390 px, pictured in parts of 1200 px from the top (one long picture
 * is too tall to look at), then given its width back.
 */
export async function phoneShot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_JOURNEY_SHOTS;
  if (!folder) return;
  const size = page.viewportSize();
  // Charts drawn at once: a picture taken mid-animation shows bars half grown.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(PHONE.viewport);
  await page.waitForTimeout(300);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, part = 1; y < height; y += 1200, part++) {
    const clip = { x: 0, y, width: PHONE.viewport.width, height: Math.min(1200, height - y) };
    await page.screenshot({ path: path.join(folder, `${name}-${part}.png`), fullPage: true, clip });
  }
  if (size) await page.setViewportSize(size);
}
