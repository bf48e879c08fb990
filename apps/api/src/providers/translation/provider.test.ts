import type { TLanguage } from '@guestloop/contracts';
import { describe, expect, it } from 'vitest';
import { createTranslationProviderFrom } from './provider';
import {
  type LanguagePair,
  type TranslationEngine,
  TranslationEngineError,
  type TranslationEngineId,
} from './types';

/** An engine in memory: covers `pairs`, writes `<id>:<to>:<text>`, fails as told; keeps what it was asked. */
function engine(id: TranslationEngineId, pairs: LanguagePair[], fail?: () => Error) {
  const asked: string[][] = [];
  const made: TranslationEngine & { asked: string[][] } = {
    id,
    asked,
    pairs: async () => new Set(pairs),
    async translate(texts: string[], _from: TLanguage, to: TLanguage) {
      asked.push(texts);
      if (fail) throw fail();
      return texts.map((text) => `${id}:${to}:${text}`);
    },
  };
  return made;
}

describe('translation provider', () => {
  it('asks the first engine that covers the pair, each distinct text once, without its white space', async () => {
    const deepl = engine('deepl', ['en>de']);
    const apertium = engine('apertium', ['en>es', 'en>de']);
    const provider = createTranslationProviderFrom([deepl, apertium]);
    expect(provider.engines).toEqual(['deepl', 'apertium']);

    const results = await provider.translateMany(['Soup', ' Soup\n', '', '  ', 'Bread'], 'en', 'es');
    expect(results).toEqual([
      { text: 'apertium:es:Soup', engine: 'apertium' },
      { text: ' apertium:es:Soup\n', engine: 'apertium' },
      { text: '', engine: 'apertium' },
      { text: '  ', engine: 'apertium' },
      { text: 'apertium:es:Bread', engine: 'apertium' },
    ]);
    expect(apertium.asked).toEqual([['Soup', 'Bread']]);
    expect(deepl.asked).toEqual([]);
    expect(await provider.translateMany(['Soup'], 'en', 'de')).toEqual([
      { text: 'deepl:de:Soup', engine: 'deepl' },
    ]);
  });

  it('gives the originals with no engine for an uncovered pair, the same language, or no engines', async () => {
    const provider = createTranslationProviderFrom([engine('apertium', ['en>es'])]);
    expect(await provider.translateMany(['Soup', ''], 'en', 'de')).toEqual([
      { text: 'Soup', engine: null },
      { text: '', engine: null },
    ]);
    expect(await provider.translateMany(['Soup'], 'en', 'en')).toEqual([{ text: 'Soup', engine: null }]);
    expect(await createTranslationProviderFrom([]).translateMany(['Soup'], 'en', 'es')).toEqual([
      { text: 'Soup', engine: null },
    ]);
  });

  it('goes on to the next engine that covers the pair when one fails', async () => {
    const down = engine(
      'deepl',
      ['en>es'],
      () => new TranslationEngineError('deepl', 'down', { status: 503 }),
    );
    const provider = createTranslationProviderFrom([down, engine('llm', ['en>es'])]);
    expect(await provider.translateMany(['Soup'], 'en', 'es')).toEqual([
      { text: 'llm:es:Soup', engine: 'llm' },
    ]);
    expect(down.asked).toEqual([['Soup']]);
  });

  it('throws an engine error when every engine that covers the pair fails', async () => {
    const provider = createTranslationProviderFrom([
      engine('deepl', ['en>es'], () => new TranslationEngineError('deepl', 'bad key', { status: 403 })),
      engine('apertium', ['en>es'], () => new Error('socket hang up')),
    ]);
    const error = await provider.translateMany(['Soup'], 'en', 'es').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TranslationEngineError);
    expect(error).toMatchObject({ engine: 'deepl', status: 403, retryable: true });
    expect((error as Error).message).toContain('bad key');
    expect((error as Error).message).toContain('socket hang up');
  });

  it('throws rather than calling a pair uncovered when an engine cannot say what it covers', async () => {
    const silent: TranslationEngine = {
      id: 'libretranslate',
      pairs: () => Promise.reject(new TranslationEngineError('libretranslate', 'unreachable')),
      translate: () => Promise.reject(new Error('not asked')),
    };
    const provider = createTranslationProviderFrom([silent, engine('apertium', ['en>es'])]);
    await expect(provider.translateMany(['Soup'], 'en', 'de')).rejects.toMatchObject({
      engine: 'libretranslate',
      retryable: true,
    });
    expect(await provider.translateMany(['Soup'], 'en', 'es')).toEqual([
      { text: 'apertium:es:Soup', engine: 'apertium' },
    ]);
    expect(await provider.pairs()).toEqual(new Set(['en>es']));
  });
});
