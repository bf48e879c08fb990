import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeenRequest, startFakeService } from './fake-service.test-support';
import { createLibretranslateEngine } from './libretranslate';
import { createTranslationProviderFrom } from './provider';
import { TranslationEngineError, type TranslationProvider } from './types';

const KEY = 'lt-key-1';

/** LibreTranslate's /languages and /translate (texts as a list), refusing any other key with 403. */
function answer(request: SeenRequest) {
  if (request.method === 'GET' && request.url === '/languages')
    return {
      status: 200,
      json: [
        { code: 'en', name: 'English', targets: ['en', 'es', 'hr', 'zh-Hans'] },
        { code: 'es', name: 'Spanish', targets: ['en', 'es'] },
        { code: 'hr', name: 'Croatian', targets: ['en', 'hr'] },
        { code: 'zh-Hans', name: 'Chinese', targets: ['en', 'zh-Hans'] },
      ],
    };
  if (request.method === 'POST' && request.url === '/translate') {
    const body = request.body as { q: string[]; target: string; api_key?: string };
    if (body.api_key !== KEY) return { status: 403, json: { error: 'Invalid API key' } };
    return { status: 200, json: { translatedText: body.q.map((text) => `${body.target}(${text})`) } };
  }
  return { status: 404, json: { error: 'Not Found' } };
}

describe('LibreTranslate adapter (against a local server)', () => {
  let fake: Awaited<ReturnType<typeof startFakeService>>;
  let provider: TranslationProvider;

  beforeAll(async () => {
    fake = await startFakeService(answer);
    provider = createTranslationProviderFrom([
      createLibretranslateEngine({ url: `${fake.url}/`, apiKey: KEY }),
    ]);
  });
  afterAll(async () => {
    await fake.close();
  });

  it('covers the pairs /languages lists, in the product’s codes', async () => {
    const pairs = await provider.pairs();
    expect([...pairs].sort()).toEqual(['en>es', 'en>hv', 'en>zh', 'es>en', 'hv>en', 'zh>en']);
  });

  it('posts the texts as one list in plain-text format with the key, and reads the list back', async () => {
    fake.requests.length = 0;
    const results = await provider.translateMany(['Soup', 'Bread'], 'en', 'hv');
    expect(results).toEqual([
      { text: 'hr(Soup)', engine: 'libretranslate' },
      { text: 'hr(Bread)', engine: 'libretranslate' },
    ]);
    expect(fake.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/translate',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
        body: { q: ['Soup', 'Bread'], source: 'en', target: 'hr', format: 'text', api_key: KEY },
      }),
    ]);
  });

  it('sends many texts in several requests and keeps their order', async () => {
    fake.requests.length = 0;
    const texts = Array.from({ length: 40 }, (_, i) => `Dish ${i}`);
    const results = await provider.translateMany(texts, 'zh', 'en');
    expect(results.map((r) => r.text)).toEqual(texts.map((text) => `en(${text})`));
    expect(fake.requests.map((r) => (r.body as { q: string[] }).q.length)).toEqual([25, 15]);
    expect(fake.requests[0]?.body).toMatchObject({ source: 'zh-Hans', target: 'en' });
  });

  it('gives the originals for a pair it does not list', async () => {
    expect(await provider.translateMany(['Soup'], 'en', 'de')).toEqual([{ text: 'Soup', engine: null }]);
  });

  it('throws engine errors: a refused key is not worth retrying, a server down is', async () => {
    const wrongKey = createTranslationProviderFrom([
      createLibretranslateEngine({ url: fake.url, apiKey: 'nope' }),
    ]);
    await expect(wrongKey.translateMany(['Soup'], 'en', 'es')).rejects.toMatchObject({
      name: 'TranslationEngineError',
      engine: 'libretranslate',
      status: 403,
      retryable: false,
    });
    fake.control.down = true;
    try {
      const error = await provider.translateMany(['Soup'], 'en', 'es').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TranslationEngineError);
      expect(error).toMatchObject({ status: 503, retryable: true });
    } finally {
      fake.control.down = false;
    }
  });
});
