import { INDEXED_DB } from '@guestloop/contracts';
import { createStore, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_STATE, loadStoredData, restoreState, useAppStore } from './index';

/** The database as the app has always opened it: version 1, one key-value store, one key. */
const raw = createStore(INDEXED_DB.name, INDEXED_DB.store);
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

const LATTE = {
  key: '["0b6f1a52-3c1e-4c55-9a43-8f2f0c1d2e3f",1,[[1]],""]',
  itemId: '0b6f1a52-3c1e-4c55-9a43-8f2f0c1d2e3f',
  optionIndex: 1,
  addons: [[1]],
  quantity: 2,
  note: '',
  unitPrice: 520,
  title: 'Latte',
  optionName: 'Large',
  addonNames: ['Oat milk'],
};

/** What the single store (before it was split into slices) saved on a guest's phone. */
const SAVED_BY_THE_SINGLE_STORE = {
  state: {
    language: 'uk',
    userData: { phone: '+380501112233', lastUpdated: '2026-05-01T09:00:00.000Z' },
    translations: {
      uk: { savedAt: 1_777_000_000_000, pack: { common: { app: { loading: 'Завантаження…' } } } },
    },
    carts: { 'linden-cafe': [LATTE] },
    tables: {
      'linden-cafe': {
        locationSlug: 'old-town',
        groupSlug: 'hall',
        tableSlug: '3',
        locationName: 'Old Town',
        groupName: 'Hall',
        tableName: '3',
        savedAt: '2026-05-01T09:00:00.000Z',
      },
    },
    toursSeen: { 'online-menu': '2026-05-01T09:00:00.000Z' },
    orderDrafts: {
      'linden-cafe': {
        mode: 'table',
        note: 'No sugar',
        name: 'Olena',
        phone: '+380501112233',
        idempotencyKey: 'b1c2d3e4-0000-4000-8000-000000000001',
        keyFor: 'cart-1',
      },
    },
    orders: {
      'ord-7': {
        slug: 'ord-7',
        menuSlug: 'linden-cafe',
        number: 7,
        type: 'table',
        table: { locationSlug: 'old-town', groupSlug: 'hall', tableSlug: '3' },
        placedAt: '2026-05-01T09:05:00.000Z',
      },
    },
  },
  version: 1,
};

async function startWith(saved: unknown) {
  useAppStore.setState(INITIAL_STATE);
  await set(INDEXED_DB.stateKey, saved, raw);
  await loadStoredData();
  await restoreState();
}

describe('the persisted state after the split into slices', () => {
  beforeEach(async () => {
    await set(INDEXED_DB.stateKey, {}, raw);
    useAppStore.setState(INITIAL_STATE);
    await flush();
  });

  it('loads what the single store saved into every slice', async () => {
    await startWith(SAVED_BY_THE_SINGLE_STORE);
    const state = useAppStore.getState();
    expect(state.language).toBe('uk');
    expect(state.userData.phone).toBe('+380501112233');
    expect(state.translations.uk?.pack.common).toEqual({ app: { loading: 'Завантаження…' } });
    expect(state.carts['linden-cafe']).toEqual([LATTE]);
    expect(state.tables['linden-cafe']?.tableName).toBe('3');
    expect(state.toursSeen['online-menu']).toBe('2026-05-01T09:00:00.000Z');
    expect(state.orderDrafts['linden-cafe']?.idempotencyKey).toBe('b1c2d3e4-0000-4000-8000-000000000001');
    expect(state.orders['ord-7']?.number).toBe(7);
  });

  it('keeps acting on the loaded state: more of the same latte, then the order placed', async () => {
    await startWith(SAVED_BY_THE_SINGLE_STORE);
    const { addToCart, orderPlaced } = useAppStore.getState();
    const { key: _key, ...line } = LATTE;
    addToCart('linden-cafe', { ...line, quantity: 1 });
    expect(useAppStore.getState().carts['linden-cafe']?.[0]?.quantity).toBe(3);
    orderPlaced({ ...SAVED_BY_THE_SINGLE_STORE.state.orders['ord-7'], slug: 'ord-8', number: 8 } as never);
    const state = useAppStore.getState();
    expect(state.carts['linden-cafe']).toBeUndefined();
    expect(state.orderDrafts['linden-cafe']).toMatchObject({ name: 'Olena', idempotencyKey: null, note: '' });
    expect(Object.keys(state.orders).sort()).toEqual(['ord-7', 'ord-8']);
  });

  it('saves in the same shape: one key, every field flat under state, version 1', async () => {
    await startWith(SAVED_BY_THE_SINGLE_STORE);
    useAppStore.getState().markTourSeen('console');
    await flush();
    const saved = await get<typeof SAVED_BY_THE_SINGLE_STORE>(INDEXED_DB.stateKey, raw);
    expect(saved?.version).toBe(1);
    // Slices added since then save their fields beside the old ones, at their initial values.
    const added = { qrMenuByLocation: {} };
    expect(Object.keys(saved?.state ?? {}).sort()).toEqual(
      [...Object.keys(SAVED_BY_THE_SINGLE_STORE.state), ...Object.keys(added)].sort(),
    );
    expect(saved?.state).toEqual({
      ...SAVED_BY_THE_SINGLE_STORE.state,
      ...added,
      toursSeen: { ...SAVED_BY_THE_SINGLE_STORE.state.toursSeen, console: expect.any(String) },
    });
  });

  it('keeps the menu chosen for a location’s table codes', async () => {
    await startWith({
      state: { ...SAVED_BY_THE_SINGLE_STORE.state, qrMenuByLocation: { 'loc-1': 'menu-1' } },
      version: 1,
    });
    expect(useAppStore.getState().qrMenuByLocation).toEqual({ 'loc-1': 'menu-1' });
  });

  it('lets a damaged field fall back without losing the other slices', async () => {
    await startWith({
      state: { ...SAVED_BY_THE_SINGLE_STORE.state, carts: 'broken', language: 'klingon', toursSeen: [1] },
      version: 1,
    });
    const state = useAppStore.getState();
    expect(state.carts).toEqual({});
    expect(state.language).toBeNull();
    expect(state.toursSeen).toEqual({});
    expect(state.orders['ord-7']?.number).toBe(7);
    expect(state.tables['linden-cafe']?.groupName).toBe('Hall');
  });
});
