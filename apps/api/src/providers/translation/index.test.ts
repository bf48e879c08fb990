import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testConfig } from '../../config';
import { createTranslationProvider } from './index';

describe('translation settings', () => {
  it('reads TRANSLATION_ENGINES as a list of known engines, or none', () => {
    expect(loadConfig({ TRANSLATION_ENGINES: 'apertium, deepl' }).TRANSLATION_ENGINES).toEqual([
      'apertium',
      'deepl',
    ]);
    expect(loadConfig({ TRANSLATION_ENGINES: 'none' }).TRANSLATION_ENGINES).toEqual([]);
    expect(loadConfig({}).TRANSLATION_ENGINES).toBeUndefined();
    expect(() => loadConfig({ TRANSLATION_ENGINES: 'apertium,google' })).toThrow(ConfigError);
  });

  it('uses no engine when none is set: every pair comes back untranslated', async () => {
    const provider = createTranslationProvider(testConfig());
    expect(provider.engines).toEqual([]);
    expect(await provider.translateMany(['Soup'], 'en', 'es')).toEqual([{ text: 'Soup', engine: null }]);
  });

  it('uses every engine whose settings are present, the usually better first, unless told an order', () => {
    const settings = {
      APERTIUM_URL: 'http://127.0.0.1:2737',
      DEEPL_API_KEY: 'key:fx',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'qwen2.5',
    };
    expect(createTranslationProvider(testConfig(settings)).engines).toEqual(['deepl', 'llm', 'apertium']);
    const ordered = testConfig({ ...settings, TRANSLATION_ENGINES: ['apertium', 'llm'] });
    expect(createTranslationProvider(ordered).engines).toEqual(['apertium', 'llm']);
    expect(createTranslationProvider(testConfig({ ...settings, TRANSLATION_ENGINES: [] })).engines).toEqual(
      [],
    );
  });

  it('refuses an engine named without its settings', () => {
    const config = testConfig({
      TRANSLATION_ENGINES: ['llm', 'libretranslate'],
      LLM_BASE_URL: 'http://127.0.0.1:1/v1',
    });
    expect(() => createTranslationProvider(config)).toThrow(/LLM_MODEL[\s\S]*LIBRETRANSLATE_URL/);
  });
});
