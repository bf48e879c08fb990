import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeeplEngine, deeplApiUrl } from './deepl';
import { type SeenRequest, startFakeService } from './fake-service.test-support';
import { createTranslationProviderFrom } from './provider';
import type { TranslationProvider } from './types';

const KEY = '0b7f-deepl-key:fx';

/** DeepL v2: /v2/languages by type and /v2/translate (JSON), the key in its own header. */
function answer(request: SeenRequest) {
  if (request.headers.authorization !== `DeepL-Auth-Key ${KEY}`)
    return { status: 403, json: { message: 'Authorization failure, check auth_key' } };
  if (request.method === 'GET' && request.url === '/v2/languages?type=source')
    return { status: 200, json: ['DE', 'EN', 'RU', 'UK'].map((language) => ({ language, name: language })) };
  if (request.method === 'GET' && request.url === '/v2/languages?type=target')
    return {
      status: 200,
      json: ['DE', 'EN-GB', 'EN-US', 'RU', 'UK', 'ZH-HANS'].map((language) => ({ language, name: language })),
    };
  if (request.method === 'POST' && request.url === '/v2/translate') {
    const body = request.body as { text: string[]; source_lang: string; target_lang: string };
    if (body.text.includes('quota')) return { status: 456, json: { message: 'Quota exceeded' } };
    if (body.text.includes('busy')) return { status: 429, json: { message: 'Too many requests' } };
    return {
      status: 200,
      json: {
        translations: body.text.map((text) => ({
          detected_source_language: body.source_lang,
          text: `${body.target_lang}(${text})`,
        })),
      },
    };
  }
  return { status: 404, json: { message: 'Not found' } };
}

describe('DeepL adapter (against a local server)', () => {
  let fake: Awaited<ReturnType<typeof startFakeService>>;
  let provider: TranslationProvider;

  beforeAll(async () => {
    fake = await startFakeService(answer);
    provider = createTranslationProviderFrom([createDeeplEngine({ apiKey: KEY, url: fake.url })]);
  });
  afterAll(async () => {
    await fake.close();
  });

  it('finds the free-plan address from the key', () => {
    expect(deeplApiUrl('abc:fx')).toBe('https://api-free.deepl.com');
    expect(deeplApiUrl('abc')).toBe('https://api.deepl.com');
  });

  it('covers the sources and targets the account lists', async () => {
    const pairs = await provider.pairs();
    expect(pairs).toContain('de>en');
    expect(pairs).toContain('en>zh');
    expect(pairs).toContain('ru>uk');
    expect(pairs).not.toContain('zh>en');
    expect(pairs).not.toContain('en>fr');
  });

  it('posts the texts as JSON with the key header, English asked for in its British variant', async () => {
    fake.requests.length = 0;
    const results = await provider.translateMany(['Suppe', 'Brot'], 'de', 'en');
    expect(results).toEqual([
      { text: 'EN-GB(Suppe)', engine: 'deepl' },
      { text: 'EN-GB(Brot)', engine: 'deepl' },
    ]);
    expect(fake.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/v2/translate',
        headers: expect.objectContaining({
          authorization: `DeepL-Auth-Key ${KEY}`,
          'content-type': 'application/json',
        }),
        body: { text: ['Suppe', 'Brot'], source_lang: 'DE', target_lang: 'EN-GB' },
      }),
    ]);
    expect((await provider.translateMany(['Soup'], 'en', 'zh'))[0]?.text).toBe('ZH-HANS(Soup)');
  });

  it('sends at most 50 texts a request', async () => {
    fake.requests.length = 0;
    const texts = Array.from({ length: 120 }, (_, i) => `Gericht ${i}`);
    const results = await provider.translateMany(texts, 'de', 'uk');
    expect(results.map((r) => r.text)).toEqual(texts.map((text) => `UK(${text})`));
    expect(fake.requests.map((r) => (r.body as { text: string[] }).text.length)).toEqual([50, 50, 20]);
  });

  it('throws engine errors with DeepL’s status: a wrong key or a spent quota wait, a rate limit retries', async () => {
    const wrongKey = createTranslationProviderFrom([createDeeplEngine({ apiKey: 'other', url: fake.url })]);
    await expect(wrongKey.translateMany(['Soup'], 'en', 'de')).rejects.toMatchObject({
      engine: 'deepl',
      status: 403,
      retryable: false,
    });
    await expect(provider.translateMany(['quota'], 'en', 'de')).rejects.toMatchObject({
      status: 456,
      retryable: false,
    });
    await expect(provider.translateMany(['busy'], 'en', 'de')).rejects.toMatchObject({
      status: 429,
      retryable: true,
    });
  });
});
