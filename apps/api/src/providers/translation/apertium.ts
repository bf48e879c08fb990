import { LANGUAGES, type TLanguage } from '@guestloop/contracts';
import { cached, mapLimit, PAIRS_TTL_MS, requestJson } from './http';
import { apertiumCodes } from './languages';
import { type LanguagePair, pairKey, type TranslationEngine, TranslationEngineError } from './types';

/** Texts translated at once: APY takes one text a request and runs one pipeline per pair. */
const CONCURRENCY = 3;
const TIMEOUT_MS = 30_000;
/** A route passes through at most one language of Apertium's between the two asked for. */
const MAX_HOPS = 2;

interface ApyPairs {
  responseData: { sourceLanguage: string; targetLanguage: string }[];
}
interface ApyTranslation {
  responseData?: { translatedText?: unknown };
  responseStatus?: number;
}

/** Apertium's codes from the source code to the target code, or undefined when no route is this short. */
export function findRoute(
  graph: ReadonlyMap<string, ReadonlySet<string>>,
  from: TLanguage,
  to: TLanguage,
): string[] | undefined {
  for (let hops = 1; hops <= MAX_HOPS; hops++) {
    for (const target of apertiumCodes(to)) {
      for (const source of apertiumCodes(from)) {
        const route = routeOfLength(graph, source, target, hops);
        if (route) return route;
      }
    }
  }
  return undefined;
}

function routeOfLength(
  graph: ReadonlyMap<string, ReadonlySet<string>>,
  source: string,
  target: string,
  hops: number,
): string[] | undefined {
  if (hops === 1) return graph.get(source)?.has(target) ? [source, target] : undefined;
  for (const middle of graph.get(source) ?? []) {
    if (middle === target) continue;
    const rest = routeOfLength(graph, middle, target, hops - 1);
    if (rest && !rest.includes(source)) return [source, ...rest];
  }
  return undefined;
}

/**
 * Takes off the marks Apertium puts before words it could not handle (`*` unknown, `#` not
 * generated, `@` not transferred); a mark the source itself writes before a word (a #tag, an
 * @name) is kept.
 */
export function stripApertiumMarks(translated: string, source: string): string {
  let text = translated;
  for (const mark of ['*', '#', '@']) {
    if (new RegExp(`(^|[^\\p{L}\\p{N}_])[${mark}]\\p{L}`, 'u').test(source)) continue;
    text = text.replace(new RegExp(`(^|[^\\p{L}\\p{N}_])[${mark}](?=\\p{L})`, 'gu'), '$1');
  }
  return text;
}

/**
 * Apertium APY (self-hosted): `/listPairs` for the installed pairs, `/translate` per text in
 * plain-text format without unknown-word marks. A direction without a pair of its own goes
 * through one language between where two installed pairs meet (Italian → Spanish → English).
 */
export function createApertiumEngine(options: { url: string }): TranslationEngine {
  const base = options.url.replace(/\/+$/, '');

  const routes = cached(async () => {
    const listed = await requestJson<ApyPairs>('apertium', `${base}/listPairs`, {}, TIMEOUT_MS);
    if (!Array.isArray(listed.responseData))
      throw new TranslationEngineError('apertium', 'Apertium listed no pairs');
    const graph = new Map<string, Set<string>>();
    for (const { sourceLanguage, targetLanguage } of listed.responseData) {
      const targets = graph.get(sourceLanguage) ?? new Set<string>();
      targets.add(targetLanguage);
      graph.set(sourceLanguage, targets);
    }
    const found = new Map<LanguagePair, string[]>();
    for (const from of LANGUAGES) {
      for (const to of LANGUAGES) {
        const route = from === to ? undefined : findRoute(graph, from, to);
        if (route) found.set(pairKey(from, to), route);
      }
    }
    return found;
  }, PAIRS_TTL_MS);

  async function hop(source: string, target: string, text: string): Promise<string> {
    const body = new URLSearchParams({
      langpair: `${source}|${target}`,
      q: text,
      markUnknown: 'no',
      format: 'txt',
    });
    const answer = await requestJson<ApyTranslation>(
      'apertium',
      `${base}/translate`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
      },
      TIMEOUT_MS,
    );
    const translated = answer.responseData?.translatedText;
    if (typeof translated !== 'string')
      throw new TranslationEngineError('apertium', `Apertium gave no text for ${source}|${target}`, {
        status: answer.responseStatus,
      });
    return translated;
  }

  return {
    id: 'apertium',
    async pairs() {
      return new Set((await routes()).keys());
    },
    async translate(texts, from, to) {
      const route = (await routes()).get(pairKey(from, to));
      if (!route)
        throw new TranslationEngineError('apertium', `Apertium has no pair from ${from} to ${to}`, {
          retryable: false,
        });
      return mapLimit(texts, CONCURRENCY, async (text) => {
        let current = text;
        for (let i = 0; i + 1 < route.length; i++) {
          current = stripApertiumMarks(await hop(route[i]!, route[i + 1]!, current), text);
        }
        return current;
      });
    },
  };
}
