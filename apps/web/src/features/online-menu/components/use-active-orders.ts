import type { TOrder } from '@guestloop/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { currentUserQuery } from '@/lib/session';
import { useAppStore } from '@/lib/store';
import { orderQuery } from '../api/get-order';
import { myMenuOrdersQuery } from '../api/profile-orders';
import { isSettled } from '../model/order-progress';
import { currentMenuOrders, isRecentOrder } from '../state/order-slice';

/** How often the menu asks again how the guest's open orders are doing. */
export const ACTIVE_ORDER_POLL_MS = 30_000;
/** Pills shown at most; a guest rarely has more open orders at one menu. */
const SHOWN_MAX = 3;

/**
 * The guest's open orders at this menu, newest first, as the server tells them: the orders this
 * device placed (the order slice) and, for a signed-in guest, their own orders from any device.
 * An order shows only once the server has answered that it is still open, and goes once it is
 * closed or cancelled (this device then stops asking about it).
 */
export function useActiveOrders(slug: string): TOrder[] {
  const orders = useAppStore((state) => state.orders);
  const orderSettled = useAppStore((state) => state.orderSettled);
  const remembered = useMemo(
    () => currentMenuOrders(orders, slug, Date.now()).slice(0, SHOWN_MAX),
    [orders, slug],
  );
  const answers = useQueries({
    queries: remembered.map((order) => ({
      ...orderQuery(order.slug),
      refetchInterval: ACTIVE_ORDER_POLL_MS,
      retry: false,
    })),
  });
  // The guest's own orders need an account (401 without one): a guest who is not signed in is
  // never asked about them, so their phone does not call every 30 s for an answer known to fail.
  const signedIn = !!useQuery(currentUserQuery).data;
  const own = useQuery({
    ...myMenuOrdersQuery(slug),
    enabled: signedIn,
    refetchInterval: ACTIVE_ORDER_POLL_MS,
    retry: false,
  });

  const fromDevice = answers.map((answer) => answer.data).filter((order): order is TOrder => !!order);
  const settledSlugs = fromDevice
    .filter((order) => isSettled(order.status))
    .map((order) => order.slug)
    .join(' ');
  useEffect(() => {
    for (const orderSlug of settledSlugs.split(' ').filter(Boolean)) orderSettled(orderSlug);
  }, [settledSlugs, orderSettled]);

  const now = Date.now();
  const bySlug = new Map<string, TOrder>();
  for (const order of [...((signedIn && own.data) || []), ...fromDevice]) {
    if (order.menuSlug === slug && !isSettled(order.status) && isRecentOrder(order.createdAt, now)) {
      bySlug.set(order.slug, order);
    }
  }
  return [...bySlug.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, SHOWN_MAX);
}
