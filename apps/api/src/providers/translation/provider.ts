import {
  type LanguagePair,
  pairKey,
  type TranslatedText,
  type TranslationEngine,
  TranslationEngineError,
  type TranslationProvider,
} from './types';

/** A text's leading and trailing white space, kept aside: engines drop or change it. */
function splitEdges(text: string) {
  const match = /^(\s*)([\s\S]*?)(\s*)$/.exec(text)!;
  return { before: match[1]!, core: match[2]!, after: match[3]! };
}

function asEngineError(engine: TranslationEngine, error: unknown): TranslationEngineError {
  if (error instanceof TranslationEngineError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new TranslationEngineError(engine.id, `${engine.id} failed (${reason})`, { cause: error });
}

/** One error for a caller that retries: retryable when any engine's failure may pass. */
function combined(errors: TranslationEngineError[]): TranslationEngineError {
  if (errors.length === 1) return errors[0]!;
  const first = errors[0]!;
  return new TranslationEngineError(first.engine, errors.map((e) => e.message).join('; '), {
    status: first.status,
    retryable: errors.some((e) => e.retryable),
    cause: errors,
  });
}

/**
 * The engines in order of preference behind one call. Engines see each distinct text once,
 * without white space around it; blank texts are never sent and come back as they were.
 */
export function createTranslationProviderFrom(engines: readonly TranslationEngine[]): TranslationProvider {
  return {
    engines: engines.map((engine) => engine.id),

    async pairs() {
      const listed = await Promise.allSettled(engines.map((engine) => engine.pairs()));
      const all = new Set<LanguagePair>();
      for (const result of listed) {
        if (result.status === 'fulfilled') for (const pair of result.value) all.add(pair);
      }
      return all;
    },

    async translateMany(texts, from, to) {
      const untranslated = texts.map((text): TranslatedText => ({ text, engine: null }));
      if (from === to || texts.length === 0) return untranslated;
      const parts = texts.map(splitEdges);
      const distinct = [...new Set(parts.map((p) => p.core).filter((core) => core !== ''))];
      const errors: TranslationEngineError[] = [];
      for (const engine of engines) {
        try {
          if (!(await engine.pairs()).has(pairKey(from, to))) continue;
          const translated = distinct.length > 0 ? await engine.translate(distinct, from, to) : [];
          if (translated.length !== distinct.length)
            throw new TranslationEngineError(engine.id, `${engine.id} answered a different number of texts`);
          const byCore = new Map(distinct.map((core, i) => [core, translated[i]!.trim()]));
          return parts.map(({ before, core, after }) => ({
            text: core === '' ? before : `${before}${byCore.get(core)}${after}`,
            engine: engine.id,
          }));
        } catch (error) {
          errors.push(asEngineError(engine, error));
        }
      }
      if (errors.length > 0) throw combined(errors);
      return untranslated;
    },
  };
}
