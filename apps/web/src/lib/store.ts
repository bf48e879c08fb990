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
  /** Online-menu carts by menu slug. */
  carts: Record<string, CartLine[]>;
  /** The table a guest scanned, by menu slug (the QR code they sat down at). */
  tables: Record<string, RememberedTable>;
  /** Guided tours already shown on this device: tour id → ISO time it was seen. */
  toursSeen: Record<string, string>;
  /** The order being put together from a menu's cart (mode, note, contact, idempotency key), by menu slug. */
  orderDrafts: Record<string, OrderDraft>;
  /** Orders placed from this device, by order slug (the guest's key to each order page). */
  orders: Record<string, RememberedOrder>;
}

export type OrderMode = 'table' | 'pickup' | 'delivery';

export interface OrderDraft {
  mode: OrderMode | null;
  note: string;
  name: string;
  phone: string;
  /**
   * Made on the first attempt to place this cart and kept until the order exists, so a double
   * tap or a retry after a lost answer returns the same order. `keyFor` is the cart and mode it
   * was made for: a different cart is a different order and gets a new key.
   */
  idempotencyKey: string | null;
  keyFor: string | null;
}

export interface RememberedOrder {
  slug: string;
  menuSlug: string;
  number: number;
  type: OrderMode;
  /** The table's slugs for a table order (the waiter call needs the table). */
  table: Pick<RememberedTable, 'locationSlug' | 'groupSlug' | 'tableSlug'> | null;
  placedAt: string;
}

/** Orders kept on the device; the oldest are forgotten beyond this. */
export const REMEMBERED_ORDERS_MAX = 50;

/**
 * One cart line. The choices are indexes into the item's options and add-on groups; the title,
 * names and unit price are snapshots for showing the cart (the server recomputes when ordering).
 */
export interface CartLine {
  /** Same item with the same choices and note is one line. */
  key: string;
  itemId: string;
  optionIndex: number | null;
  addons: number[][];
  quantity: number;
  note: string;
  unitPrice: number;
  title: string;
  optionName: string | null;
  addonNames: string[];
}

export type NewCartLine = Omit<CartLine, 'key'>;

export interface RememberedTable {
  locationSlug: string;
  groupSlug: string;
  tableSlug: string;
  locationName: string;
  groupName: string;
  tableName: string;
  savedAt: string;
}

export const CART_MAX_QUANTITY = 99;

export interface AppState extends PersistedState {
  setLanguage(language: TLanguage): void;
  /** Merges into userData and stamps lastUpdated (SPEC point 3). */
  updateUserData(partial: Record<string, unknown>): void;
  saveTranslationPack(language: TLanguage, pack: TranslationPack): void;
  /** Adds a line, or more of the same line (same item, choices and note). */
  addToCart(menuSlug: string, line: NewCartLine): void;
  /** Sets a line's quantity (capped at CART_MAX_QUANTITY); 0 or less removes it. */
  setCartQuantity(menuSlug: string, key: string, quantity: number): void;
  removeCartLine(menuSlug: string, key: string): void;
  clearCart(menuSlug: string): void;
  rememberTable(menuSlug: string, table: Omit<RememberedTable, 'savedAt'>): void;
  markTourSeen(tourId: string): void;
  saveOrderDraft(menuSlug: string, partial: Partial<OrderDraft>): void;
  /** Sets the cart's unit prices to the menu's current ones (by line key). */
  repriceCart(menuSlug: string, prices: Record<string, number>): void;
  /** The order exists: remember it, forget the draft's key and empty the cart, in one step. */
  orderPlaced(order: RememberedOrder): void;
}

export const EMPTY_ORDER_DRAFT: OrderDraft = {
  mode: null,
  note: '',
  name: '',
  phone: '',
  idempotencyKey: null,
  keyFor: null,
};

export const INITIAL_STATE: PersistedState = {
  language: null,
  userData: {},
  translations: {},
  carts: {},
  tables: {},
  toursSeen: {},
  orderDrafts: {},
  orders: {},
};

export function cartLineKey(line: Pick<CartLine, 'itemId' | 'optionIndex' | 'addons' | 'note'>): string {
  return JSON.stringify([line.itemId, line.optionIndex, line.addons, line.note.trim()]);
}

const clampQuantity = (quantity: number) => Math.min(CART_MAX_QUANTITY, Math.max(0, Math.floor(quantity)));

function withCart(state: PersistedState, menuSlug: string, lines: CartLine[]): Pick<PersistedState, 'carts'> {
  const carts = { ...state.carts };
  if (lines.length > 0) carts[menuSlug] = lines;
  else delete carts[menuSlug];
  return { carts };
}

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
  return {
    language: state.language,
    userData: state.userData,
    translations: state.translations,
    carts: state.carts,
    tables: state.tables,
    toursSeen: state.toursSeen,
    orderDrafts: state.orderDrafts,
    orders: state.orders,
  };
}

/** The newest REMEMBERED_ORDERS_MAX orders. */
function keepNewest(orders: Record<string, RememberedOrder>): Record<string, RememberedOrder> {
  const list = Object.values(orders).sort((a, b) => b.placedAt.localeCompare(a.placedAt));
  return Object.fromEntries(list.slice(0, REMEMBERED_ORDERS_MAX).map((order) => [order.slug, order]));
}

const objectOr = <T>(value: unknown, fallback: T): T => (isObject(value) ? (value as T) : fallback);

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
      addToCart: (menuSlug, line) =>
        setState((state) => {
          const key = cartLineKey(line);
          const lines = state.carts[menuSlug] ?? [];
          const existing = lines.find((l) => l.key === key);
          const next = existing
            ? lines.map((l) =>
                l.key === key
                  ? { ...l, unitPrice: line.unitPrice, quantity: clampQuantity(l.quantity + line.quantity) }
                  : l,
              )
            : [...lines, { ...line, note: line.note.trim(), key, quantity: clampQuantity(line.quantity) }];
          return withCart(
            state,
            menuSlug,
            next.filter((l) => l.quantity > 0),
          );
        }),
      setCartQuantity: (menuSlug, key, quantity) =>
        setState((state) => {
          const lines = (state.carts[menuSlug] ?? []).map((l) =>
            l.key === key ? { ...l, quantity: clampQuantity(quantity) } : l,
          );
          return withCart(
            state,
            menuSlug,
            lines.filter((l) => l.quantity > 0),
          );
        }),
      removeCartLine: (menuSlug, key) =>
        setState((state) =>
          withCart(
            state,
            menuSlug,
            (state.carts[menuSlug] ?? []).filter((l) => l.key !== key),
          ),
        ),
      clearCart: (menuSlug) => setState((state) => withCart(state, menuSlug, [])),
      rememberTable: (menuSlug, table) =>
        setState((state) => ({
          tables: { ...state.tables, [menuSlug]: { ...table, savedAt: new Date().toISOString() } },
        })),
      markTourSeen: (tourId) =>
        setState((state) => ({ toursSeen: { ...state.toursSeen, [tourId]: new Date().toISOString() } })),
      saveOrderDraft: (menuSlug, partial) =>
        setState((state) => ({
          orderDrafts: {
            ...state.orderDrafts,
            [menuSlug]: { ...EMPTY_ORDER_DRAFT, ...state.orderDrafts[menuSlug], ...partial },
          },
        })),
      repriceCart: (menuSlug, prices) =>
        setState((state) =>
          withCart(
            state,
            menuSlug,
            (state.carts[menuSlug] ?? []).map((l) =>
              prices[l.key] === undefined ? l : { ...l, unitPrice: prices[l.key] as number },
            ),
          ),
        ),
      orderPlaced: (order) =>
        setState((state) => {
          const draft = state.orderDrafts[order.menuSlug] ?? EMPTY_ORDER_DRAFT;
          return {
            ...withCart(state, order.menuSlug, []),
            orderDrafts: {
              ...state.orderDrafts,
              [order.menuSlug]: { ...draft, note: '', idempotencyKey: null, keyFor: null },
            },
            orders: keepNewest({ ...state.orders, [order.slug]: order }),
          };
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
          userData: objectOr(saved.userData, current.userData),
          translations: objectOr(saved.translations, current.translations),
          carts: objectOr(saved.carts, current.carts),
          tables: objectOr(saved.tables, current.tables),
          toursSeen: objectOr(saved.toursSeen, current.toursSeen),
          orderDrafts: objectOr(saved.orderDrafts, current.orderDrafts),
          orders: objectOr(saved.orders, current.orders),
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
