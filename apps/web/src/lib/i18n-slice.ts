import { isLanguage, type TLanguage, TRANSLATION_PACK_MAX_AGE_MS } from '@guestloop/contracts';
import { type PersistedSlice, savedObjects } from './store/slice';

/** One merged translation pack `{ [namespace]: { key: text } }` as GET /translation/{lang} answers. */
export type TranslationPack = Record<string, Record<string, unknown>>;

export interface StoredPack {
  savedAt: number;
  pack: TranslationPack;
}

export interface LanguageState {
  /** The UI language the user chose; null until they choose (then the browser's is used). */
  language: TLanguage | null;
  /** Translation packs by language; one older than TRANSLATION_PACK_MAX_AGE_MS is ignored. */
  translations: Partial<Record<TLanguage, StoredPack>>;
}

export interface LanguageActions {
  setLanguage(language: TLanguage): void;
  saveTranslationPack(language: TLanguage, pack: TranslationPack): void;
}

/** The chosen language and the translation packs kept for a day's visits (owned by lib/i18n). */
export const languageSlice: PersistedSlice<LanguageState, LanguageActions> = {
  initial: { language: null, translations: {} },
  restore: (saved) => ({
    ...(isLanguage(saved.language) ? { language: saved.language } : {}),
    ...savedObjects<LanguageState>(saved, ['translations']),
  }),
  actions: (set) => ({
    setLanguage: (language) => set({ language }),
    saveTranslationPack: (language, pack) =>
      set((state) => {
        const now = Date.now();
        const kept = Object.fromEntries(
          Object.entries(state.translations).filter(
            ([lang, stored]) =>
              lang !== language && stored && now - stored.savedAt <= TRANSLATION_PACK_MAX_AGE_MS,
          ),
        );
        return { translations: { ...kept, [language]: { savedAt: now, pack } } };
      }),
  }),
};
