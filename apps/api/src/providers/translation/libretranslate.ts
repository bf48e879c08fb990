import { LANGUAGES, type TLanguage } from '@guestloop/contracts';
import { batches, cached, mapLimit, PAIRS_TTL_MS, requestJson } from './http';
import { firstOffered, libretranslateCodes } from './languages';
import { type LanguagePair, pairKey, type TranslationEngine, TranslationEngineError } from './types';

const TIMEOUT_MS = 60_000;
const BATCH_TEXTS = 25;
const BATCH_CHARS = 5_000;

interface LibreLanguage {
  code: string;
  /** Absent on servers older than the field: they translate between every language they list. */
  targets?: string[];
}

/**
 * LibreTranslate (self-hosted or hosted): `GET /languages` for what it covers, `POST /translate`
 * with a list of texts in plain-text format; `api_key` goes in the body when one is set.
 */
export function createLibretranslateEngine(options: { url: string; apiKey?: string }): TranslationEngine {
  const base = options.url.replace(/\/+$/, '');

  const codes = cached(async () => {
    const listed = await requestJson<LibreLanguage[]>('libretranslate', `${base}/languages`, {}, TIMEOUT_MS);
    if (!Array.isArray(listed))
      throw new TranslationEngineError('libretranslate', 'LibreTranslate listed no languages');
    const offered = new Map(listed.map((language) => [language.code, language.targets] as const));
    const all = new Set(offered.keys());
    const found = new Map<LanguagePair, { source: string; target: string }>();
    for (const from of LANGUAGES) {
      const source = firstOffered(libretranslateCodes(from), all);
      if (!source) continue;
      const targets = new Set(offered.get(source) ?? all);
      for (const to of LANGUAGES) {
        const target = from === to ? undefined : firstOffered(libretranslateCodes(to), targets);
        if (target && target !== source) found.set(pairKey(from, to), { source, target });
      }
    }
    return found;
  }, PAIRS_TTL_MS);

  async function translateBatch(texts: string[], source: string, target: string): Promise<string[]> {
    const answer = await requestJson<{ translatedText?: unknown }>(
      'libretranslate',
      `${base}/translate`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          q: texts,
          source,
          target,
          format: 'text',
          ...(options.apiKey && { api_key: options.apiKey }),
        }),
      },
      TIMEOUT_MS,
    );
    const translated = answer.translatedText;
    if (
      !Array.isArray(translated) ||
      translated.length !== texts.length ||
      !translated.every((t) => typeof t === 'string')
    )
      throw new TranslationEngineError(
        'libretranslate',
        'LibreTranslate answered a different number of texts',
      );
    return translated;
  }

  return {
    id: 'libretranslate',
    async pairs() {
      return new Set((await codes()).keys());
    },
    async translate(texts: string[], from: TLanguage, to: TLanguage) {
      const pair = (await codes()).get(pairKey(from, to));
      if (!pair)
        throw new TranslationEngineError(
          'libretranslate',
          `LibreTranslate has no pair from ${from} to ${to}`,
          {
            retryable: false,
          },
        );
      const done = await mapLimit(batches(texts, BATCH_TEXTS, BATCH_CHARS), 2, (batch) =>
        translateBatch(batch, pair.source, pair.target),
      );
      return done.flat();
    },
  };
}
