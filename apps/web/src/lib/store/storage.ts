import { INDEXED_DB } from '@guestloop/contracts';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { isObject } from './slice';

let idbStore: UseStore | undefined;
/** False once the database proved unusable at start-up: the app then keeps its state in memory. */
let persistenceAvailable = true;

/** Database version 1 with one key-value store, opened on first use (never at import). */
function database(): UseStore {
  idbStore ??= createStore(INDEXED_DB.name, INDEXED_DB.store);
  return idbStore;
}

/** The whole state as one structured clone under one key (no JSON round trip). */
export function persistedStorage<S>(): PersistStorage<S> {
  return {
    async getItem(name) {
      const raw = await get<unknown>(name, database());
      if (!isObject(raw) || !isObject(raw.state)) return null;
      return raw as unknown as StorageValue<S>;
    },
    setItem: async (name, value) => {
      if (persistenceAvailable) await set(name, value, database());
    },
    removeItem: async (name) => {
      if (persistenceAvailable) await del(name, database());
    },
  };
}

export function isPersistenceAvailable(): boolean {
  return persistenceAvailable;
}

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

/** Test hook: forget the open database so the next use opens it again. */
export function resetStorageConnection(): void {
  idbStore = undefined;
}
