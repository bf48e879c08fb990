import type { TLanguage } from '@guestloop/contracts';
import { batches, mapLimit, requestJson } from './http';
import { ALL_PAIRS, ENGLISH_NAMES } from './languages';
import { type TranslationEngine, TranslationEngineError } from './types';

const TIMEOUT_MS = 120_000;
const BATCH_TEXTS = 20;
const BATCH_CHARS = 6_000;

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

/** The JSON array of strings in a model's answer (code fences and words around it allowed), or undefined. */
export function parseTranslations(content: string, expected: number): string[] | undefined {
  const start = content.indexOf('[');
  const end = content.lastIndexOf(']');
  if (start < 0 || end < start) return undefined;
  try {
    const parsed: unknown = JSON.parse(content.slice(start, end + 1));
    if (!Array.isArray(parsed) || parsed.length !== expected) return undefined;
    return parsed.every((t) => typeof t === 'string') ? parsed : undefined;
  } catch {
    return undefined;
  }
}

const keepNote =
  'Keep line breaks, numbers, prices, emoji, URLs, e-mail addresses and anything in {braces} as they are. ' +
  'Add no notes or explanations.';

/**
 * Any OpenAI-compatible chat model (hosted, Ollama, vLLM, llama.cpp server): `POST
 * {base}/chat/completions`, a batch of texts as a JSON array, the translations asked back as a
 * JSON array in the same order. An answer that is not such an array of the right length is
 * asked again text by text. Covers every pair; how well is the model's business.
 */
export function createLlmEngine(options: {
  baseUrl: string;
  apiKey?: string;
  model: string;
}): TranslationEngine {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(options.apiKey && { authorization: `Bearer ${options.apiKey}` }),
  };

  async function chat(system: string, user: string): Promise<string> {
    const answer = await requestJson<ChatCompletion>(
      'llm',
      `${base}/chat/completions`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify({
          model: options.model,
          temperature: 0,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
        }),
      },
      TIMEOUT_MS,
    );
    const content = answer.choices?.[0]?.message?.content;
    if (typeof content !== 'string')
      throw new TranslationEngineError('llm', 'The language model gave no answer');
    return content;
  }

  async function translateOne(text: string, from: string, to: string): Promise<string> {
    const translated = (
      await chat(
        `Translate the user's text from ${from} to ${to}. Reply with the translation only. ${keepNote}`,
        text,
      )
    ).trim();
    if (!translated)
      throw new TranslationEngineError('llm', 'The language model answered an empty translation');
    return translated;
  }

  async function translateBatch(texts: string[], from: string, to: string): Promise<string[]> {
    const content = await chat(
      `You translate texts of a hospitality business's guest pages from ${from} to ${to}. ` +
        `The user sends a JSON array of ${texts.length} strings. Reply with only a JSON array of ` +
        `${texts.length} strings: the translation of each, in the same order. ${keepNote}`,
      JSON.stringify(texts),
    );
    return (
      parseTranslations(content, texts.length) ??
      (await mapLimit(texts, 2, (text) => translateOne(text, from, to)))
    );
  }

  return {
    id: 'llm',
    pairs: async () => new Set(ALL_PAIRS),
    async translate(texts: string[], from: TLanguage, to: TLanguage) {
      const done = await mapLimit(batches(texts, BATCH_TEXTS, BATCH_CHARS), 2, (batch) =>
        translateBatch(batch, ENGLISH_NAMES[from], ENGLISH_NAMES[to]),
      );
      return done.flat();
    },
  };
}
