import { afterEach, describe, expect, it } from 'vitest';
import { createAiProvider } from './index';
import { startFakeOpenAi } from './openai-chat.test-support';
import type { AiServiceError } from './types';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

const ANSWER = {
  sentiment: 'positive',
  score: 0.9,
  topics: [{ topic: 'food', sentiment: 'positive', mentions: ['Leckere Pasta'] }],
  summary: 'The guest loved the pasta.',
};

describe('AI provider', () => {
  it('reads comments locally and has no assistant without a model', async () => {
    const ai = createAiProvider({ baseUrl: ' ' });
    expect(ai.hasModel).toBe(false);
    expect(ai.chat).toBeUndefined();
    expect(await ai.analyse({ text: 'Leckere Pasta, freundliches Personal', scoreShare: 1 })).toMatchObject({
      engine: 'local',
      language: 'de',
      sentiment: 'positive',
    });
  });

  it('lets the model read comments and summarise them in the asked language', async () => {
    const fake = await startFakeOpenAi(() => ({ content: JSON.stringify(ANSWER) }));
    close = fake.close;
    const ai = createAiProvider({ baseUrl: fake.baseUrl, model: 'local-model' });
    expect(ai.hasModel).toBe(true);
    const analysis = await ai.analyse({ text: 'Leckere Pasta', summaryLanguage: 'en' });
    expect(analysis).toEqual({ ...ANSWER, language: 'de', engine: 'model' });
    expect(fake.requests[0]?.body.messages[0]?.content).toContain('in English');
    expect(await ai.chat?.([{ role: 'user', content: 'Hallo' }])).toBe(JSON.stringify(ANSWER));
  });

  it('keeps the local reading when the model fails, and says so', async () => {
    const fake = await startFakeOpenAi(() => ({ status: 503, body: { error: 'down' } }));
    close = fake.close;
    const errors: AiServiceError[] = [];
    const ai = createAiProvider({ baseUrl: fake.baseUrl, onModelError: (error) => errors.push(error) });
    const analysis = await ai.analyse({ text: 'Мы ждали еду 40 минут, официант был грубым' });
    expect(analysis).toMatchObject({ engine: 'local', language: 'ru', sentiment: 'negative' });
    expect(errors.map((e) => e.status)).toEqual([503]);
  });

  it('does not ask the model about an empty comment', async () => {
    const fake = await startFakeOpenAi(() => ({ content: JSON.stringify(ANSWER) }));
    close = fake.close;
    const ai = createAiProvider({ baseUrl: fake.baseUrl });
    expect(await ai.analyse({ text: '  ', scoreShare: 0 })).toMatchObject({ engine: 'local', score: -1 });
    expect(fake.requests).toHaveLength(0);
  });
});
