import type {
  TLanguage,
  TLanguageProgress,
  TTranslatableContent,
  TTranslatableKind,
  TTranslationProgress,
  TTranslations,
  TTranslationText,
} from '@guestloop/contracts';
import type { Db } from '../../db/client';
import { showIn } from '../i18n';
import { countsOf, languageProgress } from './translations.progress';
import { pendingHashes } from './translations.repo';
import { readSource } from './translations.sources';

/**
 * The staff side of content translation: a record's texts beside their translations from the
 * company's memory. Reading them asks an engine, in the background, for what is missing (the
 * memory's `showIn`), so opening a language or asking for several is the same request.
 */

/** The texts in `to`: a staff member's or an engine's translation, or the source while missing. */
async function textsIn(
  db: Db,
  structureId: string,
  source: TTranslatableContent,
  to: TLanguage,
): Promise<TTranslationText[]> {
  const shown = await showIn(
    db,
    { structureId, from: source.language, to },
    source.texts.map((entry) => entry.text),
  );
  return source.texts.map((entry) => {
    const translated = shown.get(entry.text);
    const common = { id: entry.id, label: entry.label, source: entry.text };
    if (!translated || translated.state === 'original')
      return { ...common, text: entry.text, state: 'missing' } satisfies TTranslationText;
    return { ...common, text: translated.text, state: translated.state } satisfies TTranslationText;
  });
}

/** GET /translations/{kind}/{slug}?to=: every text of the record beside its translation into `to`. */
export async function translationsOf(
  db: Db,
  structureId: string,
  kind: TTranslatableKind,
  slug: string,
  to: TLanguage,
): Promise<TTranslations> {
  const source = await readSource(db, structureId, kind, slug);
  const texts = await textsIn(db, structureId, source, to);
  return {
    title: source.title,
    sourceLanguage: source.language,
    language: to,
    counts: countsOf(texts),
    texts,
  };
}

/**
 * POST …/translate and GET …/progress: for each language, how many texts are translated by whom,
 * how many are missing, and how many of those an engine is still working on.
 */
export async function progressOf(
  db: Db,
  structureId: string,
  kind: TTranslatableKind,
  slug: string,
  languages: readonly TLanguage[],
): Promise<TTranslationProgress> {
  const source = await readSource(db, structureId, kind, slug);
  const progress: TLanguageProgress[] = [];
  for (const language of languages) {
    const direction = { structureId, from: source.language, to: language };
    const { counts, waiting } = await languageProgress(
      () => textsIn(db, structureId, source, language),
      (hashes) => pendingHashes(db, direction, hashes),
    );
    progress.push({ language, counts, waiting });
  }
  return { sourceLanguage: source.language, total: source.texts.length, languages: progress };
}
