import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeenRequest, startFakeService } from './fake-service.test-support';
import { createLlmEngine, parseTranslations } from './llm';
import { createTranslationProviderFrom } from './provider';
import type { TranslationProvider } from './types';

const KEY = 'sk-local-1';

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
}

/**
 * An OpenAI-compatible /v1/chat/completions: a JSON array of texts comes back translated as an
 * array in a code fence, except a batch holding "garble" (answered in prose); a lone text is
 * answered as plain text.
 */
function answer(request: SeenRequest) {
  if (request.headers.authorization !== `Bearer ${KEY}`)
    return { status: 401, json: { error: { message: 'Incorrect API key provided' } } };
  if (request.method !== 'POST' || request.url !== '/v1/chat/completions')
    return { status: 404, json: { error: { message: 'Not found' } } };
  const body = request.body as ChatRequest;
  if (body.model === 'overloaded')
    return { status: 500, json: { error: { message: 'The server had an error' } } };
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  const reply = (content: string) => ({
    status: 200,
    json: {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content } }],
    },
  });
  if (!user.startsWith('[')) return reply(`  es:${user}\n`);
  const texts = JSON.parse(user) as string[];
  if (texts.includes('garble')) return reply('Here are your translations: sopa, pan.');
  return reply(`\`\`\`json\n${JSON.stringify(texts.map((text) => `es:${text}`))}\n\`\`\``);
}

describe('OpenAI-compatible model adapter (against a local server)', () => {
  let fake: Awaited<ReturnType<typeof startFakeService>>;
  let provider: TranslationProvider;

  beforeAll(async () => {
    fake = await startFakeService(answer);
    provider = createTranslationProviderFrom([
      createLlmEngine({ baseUrl: `${fake.url}/v1/`, apiKey: KEY, model: 'local-model' }),
    ]);
  });
  afterAll(async () => {
    await fake.close();
  });

  it('reads a JSON array of the right length out of an answer, and nothing else', () => {
    expect(parseTranslations('```json\n["a", "b"]\n```', 2)).toEqual(['a', 'b']);
    expect(parseTranslations('["a"]', 2)).toBeUndefined();
    expect(parseTranslations('["a", 3]', 2)).toBeUndefined();
    expect(parseTranslations('sopa, pan', 2)).toBeUndefined();
  });

  it('asks for the batch as a JSON array, naming both languages, and reads the array back in order', async () => {
    fake.requests.length = 0;
    const results = await provider.translateMany(['Soup', 'Bread'], 'hv', 'ge');
    expect(results).toEqual([
      { text: 'es:Soup', engine: 'llm' },
      { text: 'es:Bread', engine: 'llm' },
    ]);
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]?.body as ChatRequest & { temperature: number };
    expect(body.model).toBe('local-model');
    expect(body.temperature).toBe(0);
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages[0]?.content).toContain('from Croatian to Georgian');
    expect(body.messages[1]).toEqual({ role: 'user', content: '["Soup","Bread"]' });
  });

  it('asks again text by text when the answer is not an array of the right length', async () => {
    fake.requests.length = 0;
    const results = await provider.translateMany(['Soup', 'garble'], 'en', 'es');
    expect(results.map((r) => r.text)).toEqual(['es:Soup', 'es:garble']);
    expect(fake.requests.map((r) => (r.body as ChatRequest).messages[1]?.content)).toEqual([
      '["Soup","garble"]',
      'Soup',
      'garble',
    ]);
  });

  it('covers every pair of UI languages', async () => {
    const pairs = await provider.pairs();
    expect(pairs.size).toBe(19 * 18);
    expect(pairs).toContain('ge>kk');
  });

  it('throws engine errors: a wrong key is not worth retrying, a server error is', async () => {
    const wrongKey = createTranslationProviderFrom([
      createLlmEngine({ baseUrl: `${fake.url}/v1`, apiKey: 'sk-other', model: 'local-model' }),
    ]);
    await expect(wrongKey.translateMany(['Soup'], 'en', 'es')).rejects.toMatchObject({
      engine: 'llm',
      status: 401,
      retryable: false,
    });
    const overloaded = createTranslationProviderFrom([
      createLlmEngine({ baseUrl: `${fake.url}/v1`, apiKey: KEY, model: 'overloaded' }),
    ]);
    await expect(overloaded.translateMany(['Soup'], 'en', 'es')).rejects.toMatchObject({
      engine: 'llm',
      status: 500,
      retryable: true,
    });
  });
});
