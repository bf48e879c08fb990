import { createHash } from 'node:crypto';
import type { TLanguage } from '@guestloop/contracts';
import type { Db, DbOrTx } from '../../../db/client';
import type { TranslatedText, TranslationProvider } from '../../../providers/translation';
import { enqueue } from '../../jobs';
import type { Direction } from './content-translations.repo';
import * as repo from './content-translations.repo';

// Declared where the map is defined: i18n sorts before the events module (see answers.events.ts).
declare module '../../events/domain-events' {
  interface DomainEventMap {
    /**
     * Translations of a company's content into `language` changed (an engine's answers arrived,
     * a staff member corrected one): pages showing its content in that language are out of date.
     */
    'content-translations.changed': { structureId: string; language: string };
  }
}

/** The durable job that asks an engine for the texts a page needed and the memory lacked. */
export const FILL_JOB = 'content-translations.fill';
export interface FillJob {
  structureId: string;
  from: TLanguage;
  to: TLanguage;
  hashes: string[];
}

/**
 * A text no engine translated is asked again after this long: an engine may cover it by then. So
 * is a text still waiting this long (its job gave up while every engine was down).
 */
export const RETRY_UNCOVERED_AFTER_MS = 24 * 60 * 60_000;
/** Texts per engine call in a fill job: a long menu is translated in a few steps, not one. */
const FILL_BATCH = 40;

/**
 * How a text is shown in another language: a staff member's translation, an engine's, or the
 * original (not translated yet, or no engine covers the pair).
 */
export type TranslationState = 'human' | 'machine' | 'original';
export interface ShownText {
  text: string;
  state: TranslationState;
}

/** The memory's key for a text: long texts are keyed by a digest, never compared whole. */
export const textHash = (text: string) => createHash('sha256').update(text).digest('base64url');

const worthTranslating = (text: string) => /\p{L}/u.test(text);

/** The distinct texts worth translating, with their keys. */
function keyed(texts: Iterable<string>) {
  const byHash = new Map<string, string>();
  for (const raw of texts) {
    const text = raw.trim();
    if (text && worthTranslating(text)) byHash.set(textHash(text), text);
  }
  return byHash;
}

/**
 * The texts of a company's content as shown in `to`, translated from `from` (SPEC point 4: from
 * the content's own language; nothing happens when the two are equal). What the memory lacks is
 * shown as the original and asked of an engine in the background (a durable job); a pair no engine
 * covered is asked again after a day. Keys of the answer are the texts as given.
 */
export async function showIn(
  db: DbOrTx,
  direction: Direction & { from: TLanguage; to: TLanguage },
  texts: readonly string[],
): Promise<Map<string, ShownText>> {
  const shown = new Map<string, ShownText>();
  const original = (text: string): ShownText => ({ text, state: 'original' });
  if (direction.from === direction.to) {
    for (const text of texts) shown.set(text, { text, state: 'human' });
    return shown;
  }
  const byHash = keyed(texts);
  const rows = await repo.findByHashes(db, direction, [...byHash.keys()]);
  const found = new Map(rows.map((row) => [row.sourceHash, row]));
  for (const text of texts) {
    const row = found.get(textHash(text.trim()));
    const translated = row?.text && row.origin !== 'pending' ? row.text : null;
    const state: TranslationState = row?.origin === 'human' ? 'human' : 'machine';
    shown.set(text, translated ? { text: keepSpace(text, translated), state } : original(text));
  }
  const unknown = [...byHash].filter(([hash]) => !found.has(hash));
  const stale = rows
    .filter(
      (row) =>
        (row.origin === 'none' || row.origin === 'pending') &&
        Date.now() - row.updatedAt.getTime() > RETRY_UNCOVERED_AFTER_MS,
    )
    .map((row) => row.sourceHash);
  await requestFill(db, direction, unknown, stale);
  return shown;
}

/** The white space around the original, around its translation. */
function keepSpace(original: string, translated: string): string {
  const lead = /^\s*/.exec(original)?.[0] ?? '';
  const trail = /\s*$/.exec(original)?.[0] ?? '';
  return `${lead}${translated.trim()}${trail}`;
}

/** Marks what the memory lacks as asked for and enqueues one job for what this call marked. */
async function requestFill(
  db: DbOrTx,
  direction: Direction & { from: TLanguage; to: TLanguage },
  unknown: readonly [string, string][],
  stale: readonly string[],
) {
  const marked = await repo.markPending(
    db,
    direction,
    unknown.map(([hash, text]) => ({ hash, text })),
  );
  const again = await repo.markStalePending(
    db,
    direction,
    stale,
    new Date(Date.now() - RETRY_UNCOVERED_AFTER_MS),
  );
  const hashes = [...marked, ...again];
  if (hashes.length === 0) return;
  const job: FillJob = { structureId: direction.structureId, from: direction.from, to: direction.to, hashes };
  await enqueue(db, FILL_JOB, job);
}

/**
 * A fill job: the engine's answers for the texts still pending (a staff translation made
 * meanwhile is kept). Answers whether anything changed. An engine failure throws: the job is
 * tried again later.
 */
export async function fill(db: Db, provider: TranslationProvider, job: FillJob): Promise<boolean> {
  const pending = await repo.pendingByHashes(db, job, job.hashes);
  for (let start = 0; start < pending.length; start += FILL_BATCH) {
    const batch = pending.slice(start, start + FILL_BATCH);
    const answers = await answersFor(
      provider,
      batch.map((row) => row.sourceText),
      job,
    );
    await repo.saveMachine(
      db,
      job,
      batch.map((row, i) => {
        const answer = answers[i];
        return {
          hash: row.sourceHash,
          text: answer?.engine ? answer.text : null,
          engine: answer?.engine ?? null,
        };
      }),
    );
  }
  return pending.length > 0;
}

/**
 * An engine's answers for a fill job's texts. When the engine fails on them together, each text is
 * asked alone: one text an engine cannot take (Apertium's Russian to Ukrainian breaks on "меню")
 * no longer holds back the others, and is kept as not translated (asked again after a day). When
 * every text fails alone too, the engine is down: the error goes to the job, tried again later.
 */
async function answersFor(
  provider: TranslationProvider,
  texts: string[],
  { from, to }: { from: TLanguage; to: TLanguage },
): Promise<TranslatedText[]> {
  try {
    return await provider.translateMany(texts, from, to);
  } catch (error) {
    if (texts.length < 2) throw error;
    const answers: TranslatedText[] = [];
    let translated = 0;
    for (const text of texts) {
      const [answer] = await provider.translateMany([text], from, to).catch(() => [undefined]);
      if (answer) translated++;
      answers.push(answer ?? { text, engine: null });
    }
    if (translated === 0) throw error;
    return answers;
  }
}

/**
 * POST /translate and /translate/multiple: each text in its target language now, from the memory
 * or an engine (kept in the memory for next time); the original with state `original` when no
 * engine covers the pair.
 */
export async function translateNow(
  db: Db,
  provider: TranslationProvider,
  structureId: string,
  items: readonly { text: string; from: TLanguage; to: TLanguage }[],
): Promise<ShownText[]> {
  const results: ShownText[] = items.map((item) => ({ text: item.text, state: 'original' }));
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => {
    const key = `${item.from}>${item.to}`;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  for (const indexes of groups.values()) {
    const first = items[indexes[0] as number] as { from: TLanguage; to: TLanguage };
    const direction = { structureId, from: first.from, to: first.to };
    if (direction.from === direction.to) {
      for (const index of indexes) results[index] = { text: items[index]?.text ?? '', state: 'human' };
      continue;
    }
    const texts = indexes.map((index) => items[index]?.text ?? '');
    const byHash = keyed(texts);
    const rows = await repo.findByHashes(db, direction, [...byHash.keys()]);
    const known = new Map(
      rows.filter((row) => row.text && row.origin !== 'pending').map((row) => [row.sourceHash, row]),
    );
    const missing = [...byHash].filter(([hash]) => !known.has(hash));
    if (missing.length > 0) {
      const answers = await provider.translateMany(
        missing.map(([, text]) => text),
        direction.from,
        direction.to,
      );
      const remembered = missing.map(([hash, sourceText], i) => ({
        hash,
        sourceText,
        text: answers[i]?.engine ? (answers[i]?.text ?? null) : null,
        engine: answers[i]?.engine ?? null,
      }));
      await repo.rememberMachine(db, direction, remembered);
      for (const row of remembered)
        if (row.text)
          known.set(row.hash, { ...row, sourceHash: row.hash, origin: 'machine', updatedAt: new Date() });
    }
    for (const index of indexes) {
      const text = items[index]?.text ?? '';
      const row = known.get(textHash(text.trim()));
      if (row?.text)
        results[index] = {
          text: keepSpace(text, row.text),
          state: row.origin === 'human' ? 'human' : 'machine',
        };
    }
  }
  return results;
}

/** A staff member's translation of `sourceText`: reused everywhere the same text appears. */
export function saveCorrection(
  db: DbOrTx,
  direction: Direction,
  sourceText: string,
  text: string,
  userId: string,
) {
  const source = sourceText.trim();
  return repo.saveHuman(db, direction, {
    hash: textHash(source),
    sourceText: source,
    text: text.trim(),
    userId,
  });
}

/** Forgets a staff correction (the text is asked of an engine again); false when there was none. */
export async function dropCorrection(
  db: DbOrTx,
  direction: Direction & { from: TLanguage; to: TLanguage },
  sourceText: string,
) {
  const hash = textHash(sourceText.trim());
  const dropped = await repo.dropHuman(db, direction, hash);
  if (dropped) await enqueue(db, FILL_JOB, { ...direction, hashes: [hash] } satisfies FillJob);
  return dropped;
}
