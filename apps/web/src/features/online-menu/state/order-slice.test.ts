import { INDEXED_DB } from '@guestloop/contracts';
import { createStore, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_STATE, useAppStore } from '@/lib/store';

const raw = createStore(INDEXED_DB.name, INDEXED_DB.store);
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the guest's details in an order are the device's user data", () => {
  beforeEach(async () => {
    await set(INDEXED_DB.stateKey, {}, raw);
    useAppStore.setState(INITIAL_STATE);
    await flush();
  });
  afterEach(() => vi.useRealTimers());

  it('typing a name or phone updates userData with lastUpdated, an ISO time, and saves it', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T09:00:00.000Z'), toFake: ['Date'] });
    const { saveOrderDraft } = useAppStore.getState();
    saveOrderDraft('linden-cafe', { name: 'Olena' });
    expect(useAppStore.getState().userData).toEqual({
      name: 'Olena',
      lastUpdated: '2026-05-01T09:00:00.000Z',
    });

    vi.setSystemTime(new Date('2026-05-01T09:02:30.000Z'));
    saveOrderDraft('linden-cafe', { phone: '+380501112233' });
    expect(useAppStore.getState().userData).toEqual({
      name: 'Olena',
      phone: '+380501112233',
      lastUpdated: '2026-05-01T09:02:30.000Z',
    });
    expect(useAppStore.getState().orderDrafts['linden-cafe']).toMatchObject({
      name: 'Olena',
      phone: '+380501112233',
    });

    await flush();
    const saved = await get<{ state: { userData: Record<string, unknown> } }>(INDEXED_DB.stateKey, raw);
    expect(saved?.state.userData.lastUpdated).toBe('2026-05-01T09:02:30.000Z');
  });

  it('leaves userData as it is when nothing of the guest changed', () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T09:00:00.000Z'), toFake: ['Date'] });
    const { saveOrderDraft } = useAppStore.getState();
    saveOrderDraft('linden-cafe', { name: 'Olena', note: 'No sugar' });
    vi.setSystemTime(new Date('2026-05-01T10:00:00.000Z'));
    saveOrderDraft('linden-cafe', { note: 'Oat milk', mode: 'pickup', idempotencyKey: 'k-1' });
    saveOrderDraft('other-cafe', { name: 'Olena' });
    expect(useAppStore.getState().userData).toEqual({
      name: 'Olena',
      lastUpdated: '2026-05-01T09:00:00.000Z',
    });
  });
});
