import { INDEXED_DB } from '@guestloop/contracts';
import { createStore, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_STATE, restoreState, useAppStore } from '@/lib/store';
import { CART_MAX_QUANTITY, type CartLine, cartLineKey } from './cart-slice';

const raw = createStore(INDEXED_DB.name, INDEXED_DB.store);
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

const latte = {
  itemId: '0b6f1a52-3c1e-4c55-9a43-8f2f0c1d2e3f',
  optionIndex: 1,
  addons: [[1], [0, 2]],
  quantity: 1,
  note: '',
  unitPrice: 520,
  title: 'Latte',
  optionName: 'Large',
  addonNames: ['Oat milk', 'Extra shot', 'Caramel syrup'],
};
const lines = (slug = 'linden-cafe'): CartLine[] => useAppStore.getState().carts[slug] ?? [];

describe('cart slice', () => {
  beforeEach(async () => {
    await set(INDEXED_DB.stateKey, {}, raw);
    useAppStore.setState(INITIAL_STATE);
    await flush();
  });

  it('adds lines per menu and merges the same item with the same choices and note', () => {
    const { addToCart } = useAppStore.getState();
    addToCart('linden-cafe', latte);
    addToCart('linden-cafe', { ...latte, quantity: 2 });
    addToCart('linden-cafe', { ...latte, optionIndex: 0, unitPrice: 470 });
    addToCart('linden-cafe', { ...latte, note: 'Extra hot' });
    addToCart('other-menu', latte);
    expect(lines().map((l) => [l.optionIndex, l.note, l.quantity])).toEqual([
      [1, '', 3],
      [0, '', 1],
      [1, 'Extra hot', 1],
    ]);
    expect(lines('other-menu')).toHaveLength(1);
    expect(lines()[0]?.key).toBe(cartLineKey(latte));
  });

  it('treats a note differing only by spaces as the same line', () => {
    useAppStore.getState().addToCart('linden-cafe', { ...latte, note: 'No sugar' });
    useAppStore.getState().addToCart('linden-cafe', { ...latte, note: '  No sugar ' });
    expect(lines()).toHaveLength(1);
    expect(lines()[0]?.quantity).toBe(2);
  });

  it('sets quantities within 1..99 and removes a line at 0', () => {
    const store = useAppStore.getState();
    store.addToCart('linden-cafe', latte);
    const key = lines()[0]?.key ?? '';
    store.setCartQuantity('linden-cafe', key, 250);
    expect(lines()[0]?.quantity).toBe(CART_MAX_QUANTITY);
    store.setCartQuantity('linden-cafe', key, 0);
    expect(useAppStore.getState().carts['linden-cafe']).toBeUndefined();
  });

  it('removes one line and clears a menu cart without touching other menus', () => {
    const store = useAppStore.getState();
    store.addToCart('linden-cafe', latte);
    store.addToCart('linden-cafe', { ...latte, optionIndex: 0 });
    store.addToCart('other-menu', latte);
    store.removeCartLine('linden-cafe', lines()[0]?.key ?? '');
    expect(lines().map((l) => l.optionIndex)).toEqual([0]);
    store.clearCart('linden-cafe');
    expect(lines()).toEqual([]);
    expect(lines('other-menu')).toHaveLength(1);
  });

  it('persists the cart, the remembered table and seen tours across a reload', async () => {
    const store = useAppStore.getState();
    store.addToCart('linden-cafe', latte);
    store.rememberTable('linden-cafe', {
      locationSlug: 'old-town',
      groupSlug: 'hall',
      tableSlug: '3',
      locationName: 'Old Town',
      groupName: 'Hall',
      tableName: '3',
    });
    store.markTourSeen('online-menu');
    await flush();
    const stored = await get(INDEXED_DB.stateKey, raw);

    useAppStore.setState(INITIAL_STATE); // a new page load starts empty…
    expect(lines()).toEqual([]);
    await set(INDEXED_DB.stateKey, stored, raw);
    await restoreState(); // …and the start-up sequence restores the saved state
    const state = useAppStore.getState();
    expect(lines()[0]).toMatchObject({ title: 'Latte', quantity: 1, unitPrice: 520 });
    expect(state.tables['linden-cafe']).toMatchObject({ groupName: 'Hall', tableName: '3' });
    expect(state.tables['linden-cafe']?.savedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(state.toursSeen['online-menu']).toBeTruthy();
  });

  it('restores an older saved state without the new slices as empty ones', async () => {
    const saved = { state: { language: 'de', userData: {}, translations: {}, carts: 'broken' }, version: 1 };
    await set(INDEXED_DB.stateKey, saved, raw);
    await restoreState();
    const state = useAppStore.getState();
    expect(state.language).toBe('de');
    expect(state.carts).toEqual({});
    expect(state.tables).toEqual({});
    expect(state.toursSeen).toEqual({});
  });
});
