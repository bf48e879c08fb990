import { useMemo } from 'react';
import { useAppStore } from '@/lib/store';
import { cartCount, cartTotal } from '../model/cart';
import type { CartLine } from '../state/cart-slice';

const NO_LINES: CartLine[] = [];

/** The guest's cart of one menu with its item count and total (minor units). */
export function useCart(menuSlug: string) {
  const lines = useAppStore((state) => state.carts[menuSlug] ?? NO_LINES);
  return useMemo(() => ({ lines, count: cartCount(lines), total: cartTotal(lines) }), [lines]);
}
