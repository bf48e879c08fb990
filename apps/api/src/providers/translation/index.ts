import { type Config, ConfigError } from '../../config';
import { createApertiumEngine } from './apertium';
import { createDeeplEngine } from './deepl';
import { createLibretranslateEngine } from './libretranslate';
import { createLlmEngine } from './llm';
import { createTranslationProviderFrom } from './provider';
import type { TranslationEngine, TranslationEngineId, TranslationProvider } from './types';

export { createTranslationProviderFrom } from './provider';
export type {
  LanguagePair,
  TranslatedText,
  TranslationEngine,
  TranslationEngineId,
  TranslationProvider,
} from './types';
export { pairKey, TRANSLATION_ENGINE_IDS, TranslationEngineError } from './types';

/** The order used when TRANSLATION_ENGINES is unset: the usually better translations first. */
const DEFAULT_ORDER: TranslationEngineId[] = ['deepl', 'llm', 'libretranslate', 'apertium'];

/** Each engine made from its settings, or the name of the setting it lacks. */
function makeEngine(id: TranslationEngineId, config: Config): TranslationEngine | string {
  switch (id) {
    case 'apertium':
      return config.APERTIUM_URL ? createApertiumEngine({ url: config.APERTIUM_URL }) : 'APERTIUM_URL';
    case 'libretranslate':
      return config.LIBRETRANSLATE_URL
        ? createLibretranslateEngine({
            url: config.LIBRETRANSLATE_URL,
            apiKey: config.LIBRETRANSLATE_API_KEY,
          })
        : 'LIBRETRANSLATE_URL';
    case 'deepl':
      return config.DEEPL_API_KEY
        ? createDeeplEngine({ apiKey: config.DEEPL_API_KEY, url: config.DEEPL_API_URL })
        : 'DEEPL_API_KEY';
    case 'llm':
      if (!config.LLM_BASE_URL) return 'LLM_BASE_URL';
      if (!config.LLM_MODEL) return 'LLM_MODEL';
      return createLlmEngine({
        baseUrl: config.LLM_BASE_URL,
        apiKey: config.LLM_API_KEY,
        model: config.LLM_MODEL,
      });
  }
}

/**
 * The engines TRANSLATION_ENGINES names, in its order (an engine named without its settings is
 * a settings error at boot); unset, every engine whose settings are present. No engine: every
 * pair comes back untranslated (engine null).
 */
export function createTranslationProvider(config: Config): TranslationProvider {
  const named = config.TRANSLATION_ENGINES;
  const engines: TranslationEngine[] = [];
  const missing: string[] = [];
  for (const id of new Set(named ?? DEFAULT_ORDER)) {
    const engine = makeEngine(id, config);
    if (typeof engine !== 'string') engines.push(engine);
    else if (named) missing.push(`${engine}: TRANSLATION_ENGINES names ${id}, which needs it`);
  }
  if (missing.length > 0) throw new ConfigError(missing);
  return createTranslationProviderFrom(engines);
}
