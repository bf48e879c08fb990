import { INDEXED_DB, TRANSLATION_PACK_MAX_AGE_MS } from '@guestloop/contracts';
import { createStore, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  freshTranslationPack,
  INITIAL_STATE,
  loadStoredData,
  resetStorageConnection,
  restoreState,
  useAppStore,
} from './index';

const raw = createStore(INDEXED_DB.name, INDEXED_DB.store);
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('persisted client state', () => {
  beforeEach(async () => {
    await set(INDEXED_DB.stateKey, {}, raw);
    useAppStore.setState(INITIAL_STATE);
    await flush();
  });

  it('saves the whole state under one key after a change and restores it at start-up', async () => {
    useAppStore.getState().setLanguage('uk');
    useAppStore.getState().updateUserData({ phone: '+380501112233' });
    await flush();

    const stored = await get<{ state: { language: string; userData: Record<string, unknown> } }>(
      INDEXED_DB.stateKey,
      raw,
    );
    expect(stored?.state.language).toBe('uk');
    expect(stored?.state.userData.phone).toBe('+380501112233');

    useAppStore.setState(INITIAL_STATE, false);
    await set(INDEXED_DB.stateKey, stored, raw);
    await restoreState();
    expect(useAppStore.getState().language).toBe('uk');
    expect(useAppStore.getState().userData.phone).toBe('+380501112233');
  });

  it('stamps lastUpdated with an ISO time on every user data update', () => {
    vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00.000Z'), toFake: ['Date'] });
    useAppStore.getState().updateUserData({ name: 'Olena' });
    expect(useAppStore.getState().userData).toEqual({
      name: 'Olena',
      lastUpdated: '2025-03-01T10:00:00.000Z',
    });
    vi.setSystemTime(new Date('2025-03-01T10:05:00.000Z'));
    useAppStore.getState().updateUserData({ table: '7' });
    expect(useAppStore.getState().userData).toEqual({
      name: 'Olena',
      table: '7',
      lastUpdated: '2025-03-01T10:05:00.000Z',
    });
  });

  it('resets stored data that is not an object to {} and saves it', async () => {
    await set(INDEXED_DB.stateKey, 'garbage', raw);
    await expect(loadStoredData()).resolves.toBe(true);
    expect(await get(INDEXED_DB.stateKey, raw)).toEqual({});

    await set(INDEXED_DB.stateKey, [1, 2], raw);
    await loadStoredData();
    expect(await get(INDEXED_DB.stateKey, raw)).toEqual({});
    await restoreState();
    expect(useAppStore.getState().language).toBeNull();
  });

  it('keeps stored data that is an object', async () => {
    const saved = { state: { language: 'de', userData: {}, translations: {} }, version: 1 };
    await set(INDEXED_DB.stateKey, saved, raw);
    await loadStoredData();
    expect(await get(INDEXED_DB.stateKey, raw)).toEqual(saved);
  });

  it('logs a failed load and retries with a bounded backoff', async () => {
    resetStorageConnection();
    const original = indexedDB.open.bind(indexedDB);
    let failures = 2;
    const open = vi.spyOn(indexedDB, 'open').mockImplementation((...args: Parameters<IDBFactory['open']>) => {
      if (failures-- > 0) throw new DOMException('The database is busy', 'UnknownError');
      return original(...args);
    });
    const onError = vi.fn();
    const delays: number[] = [];
    const ok = await loadStoredData({
      onError,
      delayMs: (n) => {
        delays.push(n);
        return 1;
      },
    });
    open.mockRestore();
    expect(ok).toBe(true);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError.mock.calls.map((c) => c[1])).toEqual([1, 2]);
    expect(delays).toEqual([1, 2]);
  });

  it('gives up after the last attempt so the app still starts', async () => {
    resetStorageConnection();
    const open = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('No storage', 'InvalidStateError');
    });
    const onError = vi.fn();
    await expect(loadStoredData({ attempts: 3, delayMs: () => 0, onError })).resolves.toBe(false);
    open.mockRestore();
    expect(onError).toHaveBeenCalledTimes(3);
    await loadStoredData(); // usable again for the next tests
  });

  it('ignores a stored translation pack older than 24 minutes', () => {
    const now = Date.now();
    useAppStore.getState().saveTranslationPack('fr', { common: { hello: 'Bonjour' } });
    expect(freshTranslationPack('fr', now + 1000)).toEqual({ common: { hello: 'Bonjour' } });
    expect(freshTranslationPack('fr', now + TRANSLATION_PACK_MAX_AGE_MS + 1000)).toBeUndefined();
  });
});
