import { LANGUAGES, type TLanguage } from '@guestloop/contracts';
import { batches, cached, mapLimit, PAIRS_TTL_MS, requestJson } from './http';
import { deeplSourceCode, deeplTargetCodes, firstOffered } from './languages';
import { type LanguagePair, pairKey, type TranslationEngine, TranslationEngineError } from './types';

const TIMEOUT_MS = 60_000;
/** DeepL takes at most 50 texts and 128 KiB a request. */
const BATCH_TEXTS = 50;
const BATCH_CHARS = 30_000;

/** DeepL's address for a key: free-plan keys end in `:fx` and have their own host. */
export const deeplApiUrl = (apiKey: string): string =>
  apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';

/**
 * DeepL API v2: `GET /v2/languages` (source and target lists) for what the account covers,
 * `POST /v2/translate` with a list of texts, the key in `Authorization: DeepL-Auth-Key …`.
 */
export function createDeeplEngine(options: { apiKey: string; url?: string }): TranslationEngine {
  const base = (options.url ?? deeplApiUrl(options.apiKey)).replace(/\/+$/, '');
  const headers = {
    authorization: `DeepL-Auth-Key ${options.apiKey}`,
    'content-type': 'application/json',
  };

  async function languages(type: 'source' | 'target'): Promise<Set<string>> {
    const listed = await requestJson<{ language: string }[]>(
      'deepl',
      `${base}/v2/languages?type=${type}`,
      { headers },
      TIMEOUT_MS,
    );
    if (!Array.isArray(listed))
      throw new TranslationEngineError('deepl', `DeepL listed no ${type} languages`);
    return new Set(listed.map((l) => l.language.toUpperCase()));
  }

  const codes = cached(async () => {
    const [sources, targets] = await Promise.all([languages('source'), languages('target')]);
    const found = new Map<LanguagePair, { source: string; target: string }>();
    for (const from of LANGUAGES) {
      const source = deeplSourceCode(from);
      if (!sources.has(source)) continue;
      for (const to of LANGUAGES) {
        const target = from === to ? undefined : firstOffered(deeplTargetCodes(to), targets);
        if (target) found.set(pairKey(from, to), { source, target });
      }
    }
    return found;
  }, PAIRS_TTL_MS);

  async function translateBatch(texts: string[], source: string, target: string): Promise<string[]> {
    const answer = await requestJson<{ translations?: { text?: unknown }[] }>(
      'deepl',
      `${base}/v2/translate`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify({ text: texts, source_lang: source, target_lang: target }),
      },
      TIMEOUT_MS,
    );
    const translated = answer.translations?.map((t) => t.text);
    if (translated?.length !== texts.length || !translated.every((t) => typeof t === 'string'))
      throw new TranslationEngineError('deepl', 'DeepL answered a different number of texts');
    return translated as string[];
  }

  return {
    id: 'deepl',
    async pairs() {
      return new Set((await codes()).keys());
    },
    async translate(texts: string[], from: TLanguage, to: TLanguage) {
      const pair = (await codes()).get(pairKey(from, to));
      if (!pair)
        throw new TranslationEngineError('deepl', `DeepL has no pair from ${from} to ${to}`, {
          retryable: false,
        });
      const done = await mapLimit(batches(texts, BATCH_TEXTS, BATCH_CHARS), 2, (batch) =>
        translateBatch(batch, pair.source, pair.target),
      );
      return done.flat();
    },
  };
}
