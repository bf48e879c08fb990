import type { TTranslationCounts, TTranslationText } from '@guestloop/contracts';
import { textHash } from '../i18n';

/** How many texts are translated by whom, and how many are still missing. */
export function countsOf(texts: readonly TTranslationText[]): TTranslationCounts {
  const counts = { human: 0, machine: 0, missing: 0 };
  for (const text of texts) counts[text.state]++;
  return counts;
}

const hashOf = (text: TTranslationText) => textHash(text.source.trim());
const missingIn = (texts: readonly TTranslationText[]) => texts.filter((text) => text.state === 'missing');

/**
 * One language's counts and how many of its missing texts an engine is still on, from two reads:
 * the texts, then which of the missing ones are pending (by the memory's hash). A text the engine
 * answered between the two looks missing with nothing waiting on it, and a screen that stops
 * asking once nothing waits would keep showing it missing: the texts are read again then, and
 * only what is still missing counts as waiting.
 */
export async function languageProgress(
  readTexts: () => Promise<TTranslationText[]>,
  readPending: (hashes: string[]) => Promise<Set<string>>,
): Promise<{ counts: TTranslationCounts; waiting: number }> {
  let texts = await readTexts();
  const pending = await readPending(missingIn(texts).map(hashOf));
  if (missingIn(texts).some((text) => !pending.has(hashOf(text)))) texts = await readTexts();
  const waiting = missingIn(texts).filter((text) => pending.has(hashOf(text))).length;
  return { counts: countsOf(texts), waiting };
}
