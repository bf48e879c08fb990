import { INDEXED_DB, type TLanguage, TRANSLATION_PACK_MAX_AGE_MS } from '@guestloop/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { type CartActions, type CartState, cartSlice } from '@/features/online-menu/state/cart-slice';
import { type OrderActions, type OrderState, orderSlice } from '@/features/online-menu/state/order-slice';
import { type TableActions, type TableState, tableSlice } from '@/features/online-menu/state/table-slice';
import { type QrMenuActions, type QrMenuState, qrMenuSlice } from '@/features/tables/state/qr-menu-slice';
import { type LanguageActions, type LanguageState, languageSlice, type TranslationPack } from '../i18n-slice';
import { type ToursActions, type ToursState, toursSlice } from '../tour/tours-slice';
import { isObject } from './slice';
import { isPersistenceAvailable, persistedStorage } from './storage';
import { type UserDataActions, type UserDataState, userDataSlice } from './user-data-slice';

/**
 * The one persisted store of the device, composed of slices that their owners define: the app's
 * language and translation packs (lib/i18n), the customer's data, the tours seen (lib/tour), the
 * online menu's carts, tables and orders, and the menu each location's table codes open (tables).
 * A new slice goes into SLICES and both types below.
 * Saved as before the split: IndexedDB database version 1, one store, one key, every field flat
 * under `state` with `version: 1`, so what a device saved keeps loading.
 */
export type PersistedState = LanguageState &
  UserDataState &
  ToursState &
  CartState &
  TableState &
  OrderState &
  QrMenuState;
export type AppState = PersistedState &
  LanguageActions &
  UserDataActions &
  ToursActions &
  CartActions &
  TableActions &
  OrderActions &
  QrMenuActions;

const SLICES = [
  languageSlice,
  userDataSlice,
  toursSlice,
  cartSlice,
  tableSlice,
  orderSlice,
  qrMenuSlice,
] as const;

export const INITIAL_STATE: PersistedState = Object.assign({}, ...SLICES.map((slice) => slice.initial));
const PERSISTED_FIELDS = Object.keys(INITIAL_STATE) as (keyof PersistedState)[];

function pickPersisted(state: AppState): PersistedState {
  return Object.fromEntries(
    PERSISTED_FIELDS.map((field) => [field, state[field]]),
  ) as unknown as PersistedState;
}

export const useAppStore = create<AppState>()(
  persist(
    (set, get) => ({
      ...INITIAL_STATE,
      ...languageSlice.actions(set, get),
      ...userDataSlice.actions(set, get),
      ...toursSlice.actions(set, get),
      ...cartSlice.actions(set, get),
      ...tableSlice.actions(set, get),
      ...orderSlice.actions(set, get),
      ...qrMenuSlice.actions(set, get),
    }),
    {
      name: INDEXED_DB.stateKey,
      storage: persistedStorage<PersistedState>(),
      version: 1,
      skipHydration: true,
      partialize: pickPersisted,
      // Each slice takes back its own fields; one that does not fit keeps its initial value.
      merge: (persisted, current) => {
        const saved = isObject(persisted) ? persisted : {};
        return Object.assign({}, current, ...SLICES.map((slice) => slice.restore(saved)));
      },
    },
  ),
);

/** Start-up step 2: restore the saved client state into the store. */
export async function restoreState(): Promise<void> {
  if (isPersistenceAvailable()) await useAppStore.persist.rehydrate();
}

/** The stored pack of a language when it is younger than the expiry (SPEC point 9). */
export function freshTranslationPack(language: TLanguage, now = Date.now()): TranslationPack | undefined {
  const stored = useAppStore.getState().translations[language];
  return stored && now - stored.savedAt <= TRANSLATION_PACK_MAX_AGE_MS ? stored.pack : undefined;
}

export type { StoredPack, TranslationPack } from '../i18n-slice';
export { isObject } from './slice';
export { type LoadOptions, loadStoredData, resetStorageConnection } from './storage';
export type { UserData } from './user-data-slice';
