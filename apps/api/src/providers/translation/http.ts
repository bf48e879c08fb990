import { TranslationEngineError, type TranslationEngineId } from './types';

/**
 * One JSON call to a translation service. Every failure becomes a `TranslationEngineError`:
 * unreachable or timed out (no status), an error status (with its status and the start of the
 * service's explanation), or an answer that is not JSON.
 */
export async function requestJson<T>(
  engine: TranslationEngineId,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new TranslationEngineError(engine, `${engine} could not be reached (${reason})`, { cause });
  }
  const body = await res.text().catch(() => '');
  if (!res.ok) {
    const detail = body.replace(/\s+/g, ' ').trim().slice(0, 200);
    throw new TranslationEngineError(
      engine,
      `${engine} answered ${res.status} to ${init.method ?? 'GET'} ${new URL(url).pathname}${detail ? `: ${detail}` : ''}`,
      { status: res.status },
    );
  }
  try {
    return JSON.parse(body) as T;
  } catch (cause) {
    throw new TranslationEngineError(engine, `${engine} gave an answer that is not JSON`, { cause });
  }
}

/** Runs `work` over the items, at most `limit` at a time, answers in the items' order. */
export async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Splits texts into consecutive batches of at most `maxItems` texts and about `maxChars` characters. */
export function batches(texts: string[], maxItems: number, maxChars: number): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (current.length > 0 && (current.length >= maxItems || chars + text.length > maxChars)) {
      out.push(current);
      current = [];
      chars = 0;
    }
    current.push(text);
    chars += text.length;
  }
  if (current.length > 0) out.push(current);
  return out;
}

/**
 * What a service says it covers, asked once and kept for `ttlMs`; a failed question is not
 * kept, so the next call asks again.
 */
export function cached<T>(load: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let kept: { value: Promise<T>; until: number } | undefined;
  return () => {
    if (kept && kept.until > Date.now()) return kept.value;
    const value = load();
    const entry = { value, until: Date.now() + ttlMs };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return value;
  };
}

/** How long an engine's list of pairs is trusted before it is asked again. */
export const PAIRS_TTL_MS = 10 * 60_000;
