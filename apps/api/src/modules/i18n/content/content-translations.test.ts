import type { TLanguage } from '@guestloop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentTranslations } from '../../../db/schema';
import {
  createTranslationProviderFrom,
  type LanguagePair,
  type TranslationEngine,
  TranslationEngineError,
} from '../../../providers/translation';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, signIn } from '../../../test/users';
import { markPending } from './content-translations.repo';
import { showIn, textHash } from './content-translations.service';

/**
 * An engine in memory covering en→es and ru→uk: writes `[to] text`; can be made to fail, or to fail
 * on a call holding a text it cannot take (as Apertium's rus-ukr breaks on "меню").
 */
function fakeEngine() {
  const asked: string[] = [];
  const control = { down: false, breaksOn: null as string | null };
  const engine: TranslationEngine = {
    id: 'apertium',
    pairs: async () => new Set<LanguagePair>(['en>es', 'ru>uk']),
    async translate(texts: string[], _from: TLanguage, to: TLanguage) {
      if (control.down) throw new TranslationEngineError('apertium', 'down', { status: 503 });
      const { breaksOn } = control;
      if (breaksOn && texts.some((text) => text.includes(breaksOn)))
        throw new TranslationEngineError('apertium', 'internal error', { status: 503 });
      asked.push(...texts);
      return texts.map((text) => `[${to}] ${text}`);
    },
  };
  return { engine, asked, control };
}

describe('content translation memory', () => {
  let t: TestApp;
  let admin: string;
  let waiter: string;
  let structureId: string;
  const fake = fakeEngine();
  const changed: { structureId: string; language: string }[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { providers: { translation: createTranslationProviderFrom([fake.engine]) } });
    const owner = await createUser(t.app.db);
    structureId = owner.structureId as string;
    admin = await signIn(t.app, owner);
    waiter = await signIn(t.app, await createUser(t.app.db, { structure: structureId, role: 'waiter' }));
    t.app.events.on('content-translations.changed', (event) => {
      changed.push(event);
    });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, cookie: string | null = admin) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: payload as object,
      headers: cookie ? { cookie } : {},
    });

  it('translates a text through an engine once, then from the memory', async () => {
    const first = await post('/translate', { text: 'The soup was cold', from: 'en', to: 'es' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ text: '[es] The soup was cold', state: 'machine' });
    const again = await post('/translate', { text: 'The soup was cold', from: 'en', to: 'es' }, waiter);
    expect(again.json()).toEqual({ text: '[es] The soup was cold', state: 'machine' });
    expect(fake.asked.filter((text) => text === 'The soup was cold')).toHaveLength(1);
  });

  it('answers the original, marked, for a pair no engine covers, and nothing for the same language', async () => {
    expect((await post('/translate', { text: 'Kalte Suppe', from: 'de', to: 'en' })).json()).toEqual({
      text: 'Kalte Suppe',
      state: 'original',
    });
    const many = await post('/translate/multiple', [
      { text: 'Bread', from: 'en', to: 'es' },
      { text: 'Хліб', from: 'uk', to: 'uk' },
      { text: 'Хлеб', from: 'ru', to: 'uk' },
    ]);
    expect(many.json()).toEqual([
      { text: '[es] Bread', state: 'machine' },
      { text: 'Хліб', state: 'human' },
      { text: '[uk] Хлеб', state: 'machine' },
    ]);
  });

  it('says the service is down as a 503, and refuses a caller without a session or with bad input', async () => {
    fake.control.down = true;
    try {
      const down = await post('/translate', { text: 'Fresh juice', from: 'en', to: 'es' });
      expect(down.statusCode).toBe(503);
      expect(down.json().code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      fake.control.down = false;
    }
    expect((await post('/translate', { text: 'x', from: 'en', to: 'es' }, null)).statusCode).toBe(401);
    expect((await post('/translate', { text: 'x', from: 'en', to: 'xx' })).statusCode).toBe(400);
    expect((await post('/translate/multiple', [])).statusCode).toBe(400);
  });

  it('shows what the memory lacks as the original, fills it in the background and tells the pages', async () => {
    const direction = { structureId, from: 'en' as const, to: 'es' as const };
    const texts = ['Pancakes with berries', 'Pancakes with berries', '  ', '12'];
    const before = await showIn(t.app.db, direction, texts);
    expect(before.get('Pancakes with berries')).toEqual({ text: 'Pancakes with berries', state: 'original' });
    expect(before.get('12')).toEqual({ text: '12', state: 'original' });
    await vi.waitFor(() => expect(changed).toContainEqual({ structureId, language: 'es' }), {
      timeout: 10_000,
    });
    const after = await showIn(t.app.db, direction, texts);
    expect(after.get('Pancakes with berries')).toEqual({
      text: '[es] Pancakes with berries',
      state: 'machine',
    });
    expect(fake.asked.filter((text) => text === 'Pancakes with berries')).toHaveLength(1);
    expect(fake.asked).not.toContain('12');
  });

  it('keeps a staff correction over the engine, reuses it for the same text, and forgets it on request', async () => {
    const correction = { source: 'The soup was cold', from: 'en', to: 'es', text: 'La sopa estaba fría' };
    expect((await post('/translation/correction', correction, waiter)).statusCode).toBe(403);
    expect((await post('/translation/correction', correction)).statusCode).toBe(204);
    expect(changed).toContainEqual({ structureId, language: 'es' });
    expect((await post('/translate', { text: 'The soup was cold', from: 'en', to: 'es' })).json()).toEqual({
      text: 'La sopa estaba fría',
      state: 'human',
    });
    const shown = await showIn(t.app.db, { structureId, from: 'en', to: 'es' }, [' The soup was cold ']);
    expect(shown.get(' The soup was cold ')).toEqual({ text: ' La sopa estaba fría ', state: 'human' });

    expect((await post('/translation/correction', { ...correction, text: '' })).statusCode).toBe(204);
    await vi.waitFor(
      async () =>
        expect(
          (await post('/translate', { text: 'The soup was cold', from: 'en', to: 'es' })).json().state,
        ).toBe('machine'),
      { timeout: 10_000 },
    );
  });

  it('keeps each company to its own memory', async () => {
    const other = await signIn(t.app, await createUser(t.app.db));
    expect(
      (await post('/translate', { text: 'The soup was cold', from: 'en', to: 'es' }, other)).json(),
    ).toEqual({
      text: '[es] The soup was cold',
      state: 'machine',
    });
  });

  it('lets a text the engine cannot take hold back none of the others: it alone stays as written', async () => {
    const direction = { structureId, from: 'ru' as const, to: 'uk' as const };
    const texts = ['Детское меню', 'Горячий борщ', 'Свежий хлеб'];
    fake.control.breaksOn = 'меню';
    try {
      await showIn(t.app.db, direction, texts);
      await vi.waitFor(
        async () =>
          expect((await showIn(t.app.db, direction, texts)).get('Горячий борщ')).toEqual({
            text: '[uk] Горячий борщ',
            state: 'machine',
          }),
        { timeout: 10_000 },
      );
      const shown = await showIn(t.app.db, direction, texts);
      expect(shown.get('Свежий хлеб')).toEqual({ text: '[uk] Свежий хлеб', state: 'machine' });
      expect(shown.get('Детское меню')).toEqual({ text: 'Детское меню', state: 'original' });
      const [broken] = await memoryRow(direction, 'Детское меню');
      expect(broken).toMatchObject({ origin: 'none', text: null });
    } finally {
      fake.control.breaksOn = null;
    }
  });

  it('asks again for a text still waiting a day later (its job gave up while the engine was down)', async () => {
    const direction = { structureId, from: 'en' as const, to: 'es' as const };
    const text = 'Lemon tart with meringue';
    // Marked as asked for by a job that is gone.
    await markPending(t.app.db, direction, [{ hash: textHash(text), text }]);
    await t.app.db
      .update(contentTranslations)
      .set({ updatedAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(
        and(
          eq(contentTranslations.structureId, structureId),
          eq(contentTranslations.sourceHash, textHash(text)),
        ),
      );
    expect((await showIn(t.app.db, direction, [text])).get(text)?.state).toBe('original');
    await vi.waitFor(
      async () =>
        expect((await showIn(t.app.db, direction, [text])).get(text)).toEqual({
          text: `[es] ${text}`,
          state: 'machine',
        }),
      { timeout: 10_000 },
    );
  });

  /** The memory's row of a text in a direction. */
  function memoryRow(direction: { from: TLanguage; to: TLanguage }, text: string) {
    return t.app.db
      .select()
      .from(contentTranslations)
      .where(
        and(
          eq(contentTranslations.structureId, structureId),
          eq(contentTranslations.sourceLanguage, direction.from),
          eq(contentTranslations.targetLanguage, direction.to),
          eq(contentTranslations.sourceHash, textHash(text)),
        ),
      );
  }
});
