import { INDEXED_DB, type TLanguage, TRANSLATION_PACK_MAX_AGE_MS } from '@guestloop/contracts';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { create } from 'zustand';
import { type PersistStorage, persist, type StorageValue } from 'zustand/middleware';

/** Everything a customer's own device remembers. Fields beyond lastUpdated come with later features. */
export type UserData = { lastUpdated?: string } & Record<string, unknown>;

/** One merged translation pack `{ [namespace]: { key: text } }` as GET /translation/{lang} answers. */
export type TranslationPack = Record<string, Record<string, unknown>>;

export interface StoredPack {
  savedAt: number;
  pack: TranslationPack;
}

export interface PersistedState {
  /** The UI language the user chose; null until they choose (then the browser's is used). */
  language: TLanguage | null;
  userData: UserData;
  /** Translation packs by language; one older than TRANSLATION_PACK_MAX_AGE_MS is ignored. */
  translations: Partial<Record<TLanguage, StoredPack>>;
  // Later slices (cart, table, …) add their fields here and to INITIAL_STATE.
}

export interface AppState extends PersistedState {
  setLanguage(language: TLanguage): void;
  /** Merges into userData and stamps lastUpdated (SPEC point 3). */
  updateUserData(partial: Record<string, unknown>): void;
  saveTranslationPack(language: TLanguage, pack: TranslationPack): void;
}

export const INITIAL_STATE: PersistedState = { language: null, userData: {}, translations: {} };

let idbStore: UseStore | undefined;
/** False once the database proved unusable at start-up: the app then keeps its state in memory. */
let persistenceAvailable = true;

/** Database version 1 with one key-value store, opened on first use (never at import). */
function database(): UseStore {
  idbStore ??= createStore(INDEXED_DB.name, INDEXED_DB.store);
  return idbStore;
}

const storage: PersistStorage<PersistedState> = {
  async getItem(name) {
    const raw = await get<unknown>(name, database());
    if (!isObject(raw) || !isObject(raw.state)) return null;
    return raw as unknown as StorageValue<PersistedState>;
  },
  // Stored as a structured clone: no JSON round trip, one key holds the whole state.
  setItem: async (name, value) => {
    if (persistenceAvailable) await set(name, value, database());
  },
  removeItem: async (name) => {
    if (persistenceAvailable) await del(name, database());
  },
};

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pickState(state: AppState): PersistedState {
  return { language: state.language, userData: state.userData, translations: state.translations };
}

export const useAppStore = create<AppState>()(
  persist(
    (setState) => ({
      ...INITIAL_STATE,
      setLanguage: (language) => setState({ language }),
      updateUserData: (partial) =>
        setState((state) => ({
          userData: { ...state.userData, ...partial, lastUpdated: new Date().toISOString() },
        })),
      saveTranslationPack: (language, pack) =>
        setState((state) => {
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
    {
      name: INDEXED_DB.stateKey,
      storage,
      version: 1,
      skipHydration: true,
      partialize: pickState,
      merge: (persisted, current) => {
        const saved = isObject(persisted) ? (persisted as Partial<PersistedState>) : {};
        return {
          ...current,
          ...saved,
          userData: isObject(saved.userData) ? saved.userData : current.userData,
          translations: isObject(saved.translations) ? saved.translations : current.translations,
        };
      },
    },
  ),
);

export interface LoadOptions {
  attempts?: number;
  /** Delay before retry n (1-based), capped; the default doubles from 200 ms up to 3.2 s. */
  delayMs?: (attempt: number) => number;
  onError?: (error: unknown, attempt: number) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Start-up step 1: open the app's own database and load its data. A failure is reported and
 * retried with a bounded backoff; data that is not an object is reset to {} and saved.
 * Resolves false when the database stays unusable (the app then runs without persistence).
 */
export async function loadStoredData(options: LoadOptions = {}): Promise<boolean> {
  const attempts = options.attempts ?? 5;
  const delayMs = options.delayMs ?? ((n: number) => Math.min(200 * 2 ** (n - 1), 3200));
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const raw = await get<unknown>(INDEXED_DB.stateKey, database());
      if (!isObject(raw)) await set(INDEXED_DB.stateKey, {}, database());
      persistenceAvailable = true;
      return true;
    } catch (error) {
      idbStore = undefined;
      options.onError?.(error, attempt);
      if (attempt < attempts) await wait(delayMs(attempt));
    }
  }
  persistenceAvailable = false;
  return false;
}

/** Start-up step 2: restore the saved client state into the store. */
export async function restoreState(): Promise<void> {
  if (persistenceAvailable) await useAppStore.persist.rehydrate();
}

/** The stored pack of a language when it is younger than the expiry (SPEC point 9). */
export function freshTranslationPack(language: TLanguage, now = Date.now()): TranslationPack | undefined {
  const stored = useAppStore.getState().translations[language];
  return stored && now - stored.savedAt <= TRANSLATION_PACK_MAX_AGE_MS ? stored.pack : undefined;
}

/** Test hook: forget the open database so the next use opens it again. */
export function resetStorageConnection(): void {
  idbStore = undefined;
}
