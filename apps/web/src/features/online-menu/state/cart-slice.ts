import { type PersistedSlice, savedObjects } from '@/lib/store/slice';

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

export const CART_MAX_QUANTITY = 99;

export interface CartState {
  /** Online-menu carts by menu slug. */
  carts: Record<string, CartLine[]>;
}

export interface CartActions {
  /** Adds a line, or more of the same line (same item, choices and note). */
  addToCart(menuSlug: string, line: NewCartLine): void;
  /** Sets a line's quantity (capped at CART_MAX_QUANTITY); 0 or less removes it. */
  setCartQuantity(menuSlug: string, key: string, quantity: number): void;
  removeCartLine(menuSlug: string, key: string): void;
  clearCart(menuSlug: string): void;
  /** Sets the cart's unit prices to the menu's current ones (by line key). */
  repriceCart(menuSlug: string, prices: Record<string, number>): void;
}

export function cartLineKey(line: Pick<CartLine, 'itemId' | 'optionIndex' | 'addons' | 'note'>): string {
  return JSON.stringify([line.itemId, line.optionIndex, line.addons, line.note.trim()]);
}

const clampQuantity = (quantity: number) => Math.min(CART_MAX_QUANTITY, Math.max(0, Math.floor(quantity)));

/** The carts with one menu's lines replaced; an empty cart is dropped. */
export function withCart(state: CartState, menuSlug: string, lines: CartLine[]): CartState {
  const carts = { ...state.carts };
  if (lines.length > 0) carts[menuSlug] = lines;
  else delete carts[menuSlug];
  return { carts };
}

/** What a guest is about to order, per menu (owned by the online menu). */
export const cartSlice: PersistedSlice<CartState, CartActions> = {
  initial: { carts: {} },
  restore: (saved) => savedObjects<CartState>(saved, ['carts']),
  actions: (set) => ({
    addToCart: (menuSlug, line) =>
      set((state) => {
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
      set((state) => {
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
      set((state) =>
        withCart(
          state,
          menuSlug,
          (state.carts[menuSlug] ?? []).filter((l) => l.key !== key),
        ),
      ),
    clearCart: (menuSlug) => set((state) => withCart(state, menuSlug, [])),
    repriceCart: (menuSlug, prices) =>
      set((state) =>
        withCart(
          state,
          menuSlug,
          (state.carts[menuSlug] ?? []).map((l) =>
            prices[l.key] === undefined ? l : { ...l, unitPrice: prices[l.key] as number },
          ),
        ),
      ),
  }),
};
