import {
  type TLanguage,
  type TTranslationProgress,
  type TTranslations,
  ZTranslationProgress,
  ZTranslations,
} from '@guestloop/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTranslationProviderFrom,
  type LanguagePair,
  type TranslationEngine,
} from '../../providers/translation';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, signIn } from '../../test/users';
import { makeMenu } from '../menus/menus.test-support';
import { type Client, client, companyWithLocation, createMetric } from '../metrics/metrics.test-support';
import { createPage } from '../qr-info/qr-info.test-support';
import { createSurvey, memberWith } from '../surveys/surveys.test-support';

/** An engine in memory covering en→es only: writes `[es] text`. */
function fakeEngine() {
  const asked: string[] = [];
  const engine: TranslationEngine = {
    id: 'apertium',
    pairs: async () => new Set<LanguagePair>(['en>es']),
    async translate(texts: string[], _from: TLanguage, to: TLanguage) {
      asked.push(...texts);
      return texts.map((text) => `[${to}] ${text}`);
    },
  };
  return { engine, asked };
}

describe('content translation for staff', () => {
  let t: TestApp;
  let api: Client;
  let root: string;
  let structureId: string;
  const fake = fakeEngine();

  beforeAll(async () => {
    t = await createTestApp({}, { providers: { translation: createTranslationProviderFrom([fake.engine]) } });
    ({ api, root, structureId } = await companyWithLocation(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  const editor = async (kind: string, slug: string, to: string): Promise<TTranslations> => {
    const res = await api.get(`/translations/${kind}/${slug}?to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZTranslations.parse(res.json());
  };
  const progress = async (kind: string, slug: string, languages: string): Promise<TTranslationProgress> => {
    const res = await api.get(`/translations/${kind}/${slug}/progress?languages=${languages}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZTranslationProgress.parse(res.json());
  };
  const settled = (kind: string, slug: string, languages: string) =>
    vi.waitFor(
      async () => {
        const now = await progress(kind, slug, languages);
        expect(now.languages.every((entry) => entry.waiting === 0)).toBe(true);
        return now;
      },
      { timeout: 15_000, interval: 100 },
    );

  it("lists a survey's texts with labels, missing at first, then the engine's once it has answered", async () => {
    const survey = await createSurvey(api, 'survey', root, 'Guest visit');
    const first = await editor('survey', survey.slug, 'es');
    expect(first).toMatchObject({ title: 'Guest visit', sourceLanguage: 'en', language: 'es' });
    const question = survey.content.questions[0]!;
    const answer = question.answers[0]!;
    expect(first.texts[0]).toEqual({
      id: 'title',
      label: 'title',
      source: 'Guest visit',
      text: 'Guest visit',
      state: 'missing',
    });
    const byId = new Map(first.texts.map((text) => [text.id, text]));
    expect(byId.get(`questions.${question.id}.title`)).toMatchObject({
      label: 'question 1 › title',
      source: question.title,
    });
    expect(byId.get(`questions.${question.id}.answers.${answer.id}`)?.label).toBe('question 1 › answer 1');
    expect(first.texts.every((text) => text.state === 'missing' || text.state === 'machine')).toBe(true);
    expect(first.counts.human).toBe(0);

    await settled('survey', survey.slug, 'es');
    const after = await editor('survey', survey.slug, 'es');
    expect(after.counts).toEqual({ human: 0, machine: after.texts.length, missing: 0 });
    expect(after.texts[0]).toMatchObject({ text: '[es] Guest visit', state: 'machine' });
    expect(fake.asked.filter((text) => text === 'Guest visit')).toHaveLength(1);
  });

  it('keeps a correction as human, and goes back to the machine translation when it is cleared', async () => {
    const survey = await createSurvey(api, 'enps', root, 'Team pulse');
    await api.post(`/translations/enps/${survey.slug}/translate`, { languages: ['es'] });
    await settled('enps', survey.slug, 'es');
    const correction = { source: 'Team pulse', from: 'en', to: 'es', text: 'Pulso del equipo' };
    expect((await api.post('/translation/correction', correction)).statusCode).toBe(204);
    const corrected = await editor('enps', survey.slug, 'es');
    expect(corrected.texts[0]).toMatchObject({ text: 'Pulso del equipo', state: 'human' });
    expect(corrected.counts.human).toBe(1);

    expect((await api.post('/translation/correction', { ...correction, text: '' })).statusCode).toBe(204);
    await settled('enps', survey.slug, 'es');
    expect((await editor('enps', survey.slug, 'es')).texts[0]).toMatchObject({
      text: '[es] Team pulse',
      state: 'machine',
    });
  });

  it('translates a metric into several languages and says how far each has come', async () => {
    const metric = await createMetric(api, root);
    const res = await api.post(`/translations/metric/${metric.slug}/translate`, {
      languages: ['es', 'de', 'es'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const asked = ZTranslationProgress.parse(res.json());
    expect(asked.sourceLanguage).toBe('en');
    expect(asked.languages.map((entry) => entry.language)).toEqual(['es', 'de']);
    expect(asked.total).toBeGreaterThan(5);
    for (const entry of asked.languages) {
      const { human, machine, missing } = entry.counts;
      expect(human + machine + missing).toBe(asked.total);
      expect(entry.waiting).toBeLessThanOrEqual(missing);
    }

    const done = await settled('metric', metric.slug, 'es,de');
    const [es, de] = done.languages;
    expect(es?.counts).toEqual({ human: 0, machine: done.total, missing: 0 });
    // No engine covers English to German: the texts stay missing, and nothing is waiting.
    expect(de).toEqual({ language: 'de', counts: { human: 0, machine: 0, missing: done.total }, waiting: 0 });
    const texts = (await editor('metric', metric.slug, 'es')).texts;
    expect(texts.map((text) => text.id)).toContain('outcomes.good.thanksText');
    expect(texts.find((text) => text.id === 'outcomes.bad.thanksText')?.label).toBe('badOutcome › thanks');
  });

  it("reads a QR page's title and block words, its location's blocks too, and leaves out texts without letters", async () => {
    const page = await createPage(api, root, 'Linden Garden');
    const block = async (path: string, body: object) => {
      const made = await api.post(`/qr-info/${page.slug}/${path}`, body);
      expect(made.statusCode, made.body).toBe(200);
    };
    await block('create-block/url-button', {
      type: 'url-button',
      label: 'Our story',
      url: 'https://linden.example',
    });
    await block('create-block/wifi', {
      type: 'wifi',
      label: 'Free Wi-Fi',
      ssid: 'Linden',
      password: 'latte-art-42',
    });
    await block('create-block/url-button', {
      type: 'url-button',
      label: '2024',
      url: 'https://linden.example/y',
    });
    await block('create-block-location/waiter-call', {
      type: 'waiter-call',
      label: 'Call us',
      locationId: root,
    });
    const shown = await editor('qr-info', page.slug, 'es');
    expect(shown.texts.map((text) => [text.label, text.source])).toEqual([
      ['title', 'Linden Garden'],
      ['block 1 › label', 'Our story'],
      ['block 2 › label', 'Free Wi-Fi'],
      ['locationBlock 1 › label', 'Call us'],
    ]);
  });

  it("lists a menu's dishes, categories and options, each text once, and translates them", async () => {
    const { slug } = await makeMenu(api, 'Garden Menu');
    const shown = await editor('menu', slug, 'es');
    expect(shown).toMatchObject({ title: 'Garden Menu', sourceLanguage: 'en' });
    const labels = new Map(shown.texts.map((text) => [text.source, text.label]));
    expect(labels.get('Flat white')).toBe('item › Flat white › title');
    expect(labels.get('Coffee')).toBe('category › Coffee › title');
    expect(labels.get('Oat')).toBe('item › Flat white › addon 1 › option 1');
    expect(shown.texts.filter((text) => text.source === 'Milk')).toHaveLength(1);
    const done = await settled('menu', slug, 'es');
    expect(done.languages[0]?.counts).toEqual({ human: 0, machine: shown.texts.length, missing: 0 });
  });

  it("shows a record in its own language as it is, and answers the same for each kind's slug only", async () => {
    const quiz = await createSurvey(api, 'quiz', root, 'Wine basics');
    const own = await editor('quiz', quiz.slug, 'en');
    expect(own.counts).toEqual({ human: own.texts.length, machine: 0, missing: 0 });
    expect(own.texts.every((text) => text.text === text.source)).toBe(true);
    expect((await api.get(`/translations/survey/${quiz.slug}?to=es`)).statusCode).toBe(404);
    expect((await api.get(`/translations/menu/${quiz.slug}?to=es`)).statusCode).toBe(404);
  });

  it("refuses another company's records, members without the permission, and bad requests", async () => {
    const survey = await createSurvey(api, 'survey', root, 'Private survey');
    const other = client(t, await signIn(t.app, await createUser(t.app.db)));
    const paths = [
      ['GET', `/translations/survey/${survey.slug}?to=es`],
      ['GET', `/translations/survey/${survey.slug}/progress?languages=es`],
      ['POST', `/translations/survey/${survey.slug}/translate`],
    ] as const;
    for (const [method, path] of paths) {
      const res = method === 'GET' ? await other.get(path) : await other.post(path, { languages: ['es'] });
      expect(res.statusCode, path).toBe(404);
      expect(res.body).not.toContain('Private survey');
    }
    const waiter = await memberWith(t, structureId, ['surveys.manage']);
    expect((await waiter.get(paths[0][1])).statusCode).toBe(403);
    const translator = await memberWith(t, structureId, ['translations.manage']);
    expect((await translator.get(paths[0][1])).statusCode).toBe(200);
    expect((await client(t).get(paths[0][1])).statusCode).toBe(401);

    const bad = [
      await api.get(`/translations/dish/${survey.slug}?to=es`),
      await api.get(`/translations/survey/${survey.slug}?to=xx`),
      await api.get(`/translations/survey/${survey.slug}/progress?languages=es,xx`),
      await api.get(`/translations/survey/${survey.slug}/progress?languages=`),
      await api.post(`/translations/survey/${survey.slug}/translate`, { languages: [] }),
    ];
    for (const res of bad) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
