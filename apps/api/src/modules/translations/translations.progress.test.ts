import { type TLanguage, type TTranslationProgress, ZTranslationProgress } from '@guestloop/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentTranslations } from '../../db/schema';
import {
  createTranslationProviderFrom,
  type LanguagePair,
  type TranslationEngine,
} from '../../providers/translation';
import { createTestApp, type TestApp } from '../../test/app';
import { type Client, companyWithLocation } from '../metrics/metrics.test-support';
import { createSurvey } from '../surveys/surveys.test-support';

// Runs just before the progress reads what an engine is still on: the test lets the engine answer
// there, between the two reads.
const hooks = vi.hoisted(() => ({ beforePending: null as null | (() => Promise<void>) }));
vi.mock('./translations.repo', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./translations.repo')>();
  return {
    ...actual,
    pendingHashes: async (...args: Parameters<typeof actual.pendingHashes>) => {
      await hooks.beforePending?.();
      return actual.pendingHashes(...args);
    },
  };
});

/** An en→es engine that answers only once let go. */
function heldEngine() {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  const engine: TranslationEngine = {
    id: 'apertium',
    pairs: async () => new Set<LanguagePair>(['en>es']),
    async translate(texts: string[], _from: TLanguage, to: TLanguage) {
      await held;
      return texts.map((text) => `[${to}] ${text}`);
    },
  };
  return { engine, letGo };
}

describe('translation progress while the engine answers', () => {
  let t: TestApp;
  let api: Client;
  let root: string;
  let structureId: string;
  const engine = heldEngine();

  beforeAll(async () => {
    t = await createTestApp(
      {},
      { providers: { translation: createTranslationProviderFrom([engine.engine]) } },
    );
    ({ api, root, structureId } = await companyWithLocation(t));
  });
  afterAll(async () => {
    hooks.beforePending = null;
    await t?.close();
  });

  const progress = async (slug: string): Promise<TTranslationProgress> => {
    const res = await api.get(`/translations/survey/${slug}/progress?languages=es`);
    expect(res.statusCode, res.body).toBe(200);
    return ZTranslationProgress.parse(res.json());
  };
  const pendingRows = async () => {
    const [row] = await t.app.db
      .select({ n: count() })
      .from(contentTranslations)
      .where(
        and(eq(contentTranslations.structureId, structureId), eq(contentTranslations.origin, 'pending')),
      );
    return Number(row?.n ?? 0);
  };

  it('never says a text is missing with nothing waiting when the engine answered between its reads', async () => {
    const survey = await createSurvey(api, 'survey', root, 'Guest visit');
    const asked = await progress(survey.slug);
    const total = asked.total;
    expect(asked.languages[0]).toEqual({
      language: 'es',
      counts: { human: 0, machine: 0, missing: total },
      waiting: total,
    });

    hooks.beforePending = async () => {
      hooks.beforePending = null;
      engine.letGo();
      await vi.waitFor(async () => expect(await pendingRows()).toBe(0), { timeout: 10_000, interval: 20 });
    };
    const after = await progress(survey.slug);
    // A screen stops asking once nothing is waiting: what it shows then must be the end state.
    expect(after.languages[0]).toEqual({
      language: 'es',
      counts: { human: 0, machine: total, missing: 0 },
      waiting: 0,
    });
  });
});
