import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { makeBuild } from '../../test/web-build';
import { answeringCompany, guestOf } from './answers.test-support';
import { SURVEY_DATA_ID } from './survey-pages';

const MALICIOUS = `</script><script>alert(1)</script><img src=x onerror=alert(2)>`;

const QUESTIONS = [
  {
    id: 'mood',
    type: 'select_single' as const,
    title: 'How are you?',
    answers: [
      { id: 'good', label: 'Good' },
      { id: 'bad', label: 'Bad' },
    ],
    data: { quiz: { correctAnswerIds: ['good'] } },
  },
];

describe('survey pages written on the server for a first visit', () => {
  let t: TestApp;
  let dist: string;
  let company: Awaited<ReturnType<typeof answeringCompany>>;
  let slug: string;

  beforeAll(async () => {
    dist = makeBuild();
    t = await createTestApp({ WEB_DIST_DIR: dist }, { serveWeb: true });
    company = await answeringCompany(t);
    slug = await company.survey(
      'survey',
      {
        subTitle: 'Two minutes, no more',
        settings: { welcomePage: 'Tell us about your visit', begin: 'Ready?' },
        questions: [{ id: 'liked', type: 'text_short', title: 'What did you like?' }],
      },
      { title: MALICIOUS },
    );
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const jsonBlock = (html: string, id: string) => {
    const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
    return JSON.parse(match?.[1] ?? 'null');
  };

  it('paints the welcome screen from the HTML, staff text escaped, the rules it uses inlined', async () => {
    const res = await get(`/user/p/survey/${slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toMatch(/<h1 class="sa-welcome__title"[^>]*>/);
    expect(html).toContain('Tell us about your visit');
    // Only the rules of the welcome screen are in the head; the whole stylesheets are links the
    // app enables before it takes over.
    const inlined = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    expect(inlined).toContain('.sa-card{border-radius:18px}');
    expect(inlined).toContain('body{margin:0}');
    expect(inlined).not.toContain('sa-matrix');
    for (const href of ['/assets/index-a1.css', '/assets/survey-page-p1.css']) {
      expect(html).toContain(`<link rel="stylesheet" crossorigin href="${href}" disabled data-full-styles>`);
    }
    expect(html).toContain('>Start<');
    expect(html).not.toContain('<noscript>');
    expect(html).not.toContain('gl-boot');
    expect(res.headers.vary).toMatch(/Cookie/);
    // The survey, the language pack, the route's code to preload, and the app's own module
    // script: nothing else runs.
    expect(html.match(/<script/g)).toHaveLength(4);
    // No routing code: the page is mounted without the router.
    expect(jsonBlock(html, 'gl-route-modules')).toEqual([
      '/assets/standalone-app-a1.js',
      '/assets/survey-page-p1.js',
    ]);
  });

  it('inlines the page exactly as a new guest would read it, so the app asks nothing before Start', async () => {
    const html = (await get(`/user/p/survey/${slug}`)).body;
    const inlined = jsonBlock(html, SURVEY_DATA_ID);
    const guest = await guestOf(t);
    expect(inlined).toEqual((await guest.view('survey', slug)).json());
    expect(inlined).toMatchObject({ title: MALICIOUS, state: null, finished: false });
    const translation = jsonBlock(html, 'gl-translation');
    expect(Object.keys(translation.pack).sort()).toEqual(['common', 'errors', 'guest-survey']);
  });

  it('is written in the guest’s language, right to left in Arabic', async () => {
    const html = (await get(`/user/p/survey/${slug}`, { 'accept-language': 'ar-SA,ar;q=0.9' })).body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(jsonBlock(html, 'gl-translation').language).toBe('ar');
    // The survey's own texts keep their language and direction.
    expect(html).toMatch(/<h1 class="sa-welcome__title" lang="en" dir="ltr">/);
  });

  it('leaves a returning guest, an unknown, unpublished or expired survey to the app', async () => {
    const guest = await guestOf(t);
    const returning = await get(`/user/p/survey/${slug}`, { cookie: guest.cookie });
    expect(returning.body).toContain('gl-boot');
    expect(returning.body).not.toContain(SURVEY_DATA_ID);
    const unpublished = await company.survey('survey', { questions: [] }, { isActive: false });
    const expired = await company.survey('survey', { questions: [] }, { expiresOn: '2020-01-01' });
    for (const path of [
      `/user/p/survey/${unpublished}`,
      `/user/p/survey/${expired}`,
      `/user/p/enps/${slug}`,
      '/user/p/survey/no-such-survey',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('gl-boot');
      expect(res.body, path).not.toContain(SURVEY_DATA_ID);
    }
  });

  it('never shows a quiz’s answer key in the page', async () => {
    const quiz = await company.survey('quiz', { questions: QUESTIONS });
    const html = (await get(`/user/p/quiz/${quiz}`)).body;
    expect(jsonBlock(html, SURVEY_DATA_ID).kind).toBe('quiz');
    expect(html).not.toContain('correctAnswerIds');
  });
});
