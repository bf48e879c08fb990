import { afterEach, describe, expect, it } from 'vitest';
import { analyseLocally } from './local-analysis';
import { createOpenAiChat } from './openai-chat';
import { type FakeAnswer, startFakeOpenAi } from './openai-chat.test-support';
import { AiServiceError } from './types';

const TEXT = 'We waited 40 minutes for our food and the waiter was rude';
const MODEL_ANSWER = {
  sentiment: 'negative',
  score: -0.8,
  topics: [
    { topic: 'waiting', sentiment: 'negative', mentions: ['waited 40 minutes'] },
    { topic: 'service', sentiment: 'negative', mentions: ['the waiter was rude'] },
  ],
  summary: 'Der Gast wartete lange und fand den Kellner unhöflich.',
};

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function modelAnswering(answer: FakeAnswer) {
  const fake = await startFakeOpenAi(() => answer);
  close = fake.close;
  const client = createOpenAiChat({ baseUrl: `${fake.baseUrl}/`, apiKey: 'sk-test', model: 'qwen2.5:7b' });
  return { fake, client };
}

describe('OpenAI-compatible chat client', () => {
  it('asks for a JSON analysis with the key and model, and takes a well-formed answer', async () => {
    const { fake, client } = await modelAnswering({ content: JSON.stringify(MODEL_ANSWER) });
    const local = analyseLocally({ text: TEXT });
    const analysis = await client.analyseWithModel(TEXT, 'en', local, { summaryLanguage: 'de' });

    expect(analysis).toEqual({ ...MODEL_ANSWER, language: 'en', engine: 'model' });
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe('Bearer sk-test');
    expect(request?.body).toMatchObject({ model: 'qwen2.5:7b', response_format: { type: 'json_object' } });
    expect(request?.body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(request?.body.messages[0]?.content).toContain('German');
    expect(request?.body.messages[0]?.content).toContain('"cleanliness"');
    expect(request?.body.messages[1]?.content).toBe(TEXT);
  });

  it('reads an answer wrapped in a code fence, and drops topics outside the list', async () => {
    const answer = {
      ...MODEL_ANSWER,
      topics: [...MODEL_ANSWER.topics, { topic: 'parking', sentiment: 'negative', mentions: [] }],
    };
    const { client } = await modelAnswering({ content: `\`\`\`json\n${JSON.stringify(answer)}\n\`\`\`` });
    const analysis = await client.analyseWithModel(TEXT, 'en', analyseLocally({ text: TEXT }));
    expect(analysis.engine).toBe('model');
    expect(analysis.topics.map((t) => t.topic)).toEqual(['waiting', 'service']);
  });

  it('weighs the model’s score with the rating score', async () => {
    const { client } = await modelAnswering({ content: JSON.stringify(MODEL_ANSWER) });
    const analysis = await client.analyseWithModel(TEXT, 'en', analyseLocally({ text: TEXT }), {
      scoreShare: 1,
    });
    expect(analysis.score).toBeCloseTo(0.7 * -0.8 + 0.3 * 1, 5);
    expect(analysis.sentiment).toBe('negative');
  });

  it.each([
    ['not JSON', 'The guest was unhappy.'],
    ['a score out of range', JSON.stringify({ ...MODEL_ANSWER, score: 7 })],
    ['an unknown sentiment', JSON.stringify({ ...MODEL_ANSWER, sentiment: 'furious' })],
    ['no topics', JSON.stringify({ sentiment: 'negative', score: -0.5, summary: 'Bad.' })],
  ])('falls back to the local reading on %s', async (_, content) => {
    const { client } = await modelAnswering({ content });
    const local = analyseLocally({ text: TEXT });
    expect(await client.analyseWithModel(TEXT, 'en', local)).toBe(local);
  });

  it('throws a typed error when the service fails', async () => {
    const { client } = await modelAnswering({
      status: 500,
      body: { error: { message: 'model overloaded' } },
    });
    const failure = await client.chat([{ role: 'user', content: 'Hi' }]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AiServiceError);
    expect(failure).toMatchObject({
      status: 500,
      message: 'The model service answered 500: model overloaded',
    });
    await expect(client.analyseWithModel(TEXT, 'en', analyseLocally({ text: TEXT }))).rejects.toThrow(
      AiServiceError,
    );
  });

  it('throws a typed error when the service answers without a message or cannot be reached', async () => {
    const { client } = await modelAnswering({ body: { choices: [] } });
    await expect(client.chat([{ role: 'user', content: 'Hi' }])).rejects.toMatchObject({ status: 200 });
    const nowhere = createOpenAiChat({ baseUrl: 'http://127.0.0.1:9/v1', timeoutMs: 2000 });
    await expect(nowhere.chat([{ role: 'user', content: 'Hi' }])).rejects.toMatchObject({
      name: 'AiServiceError',
      status: null,
    });
  });

  it('passes a conversation through and answers with the assistant’s text', async () => {
    const fake = await startFakeOpenAi((request) => ({
      content: `You said: ${request.body.messages.at(-1)?.content}`,
    }));
    close = fake.close;
    const client = createOpenAiChat({ baseUrl: fake.baseUrl });
    const messages = [
      { role: 'system' as const, content: 'You help the venue staff.' },
      { role: 'user' as const, content: 'When do we open?' },
    ];
    expect(await client.chat(messages)).toBe('You said: When do we open?');
    expect(fake.requests[0]?.authorization).toBeUndefined();
    expect(fake.requests[0]?.body).toEqual({ messages });
  });
});
