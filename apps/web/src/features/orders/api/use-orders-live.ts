import { type TOrder, type TOrderList, ZOrder } from '@guestloop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useMarkSectionSeen } from '@/entities/profile-menu';
import { type FeedState, useLiveFeed } from '@/lib/live-feed';
import { applyOrder } from './cache';
import { orderListKey } from './keys';
import type { OrdersQueryInput } from './list-orders';

/** How long a new order stays highlighted at the top of the list. */
export const FRESH_MS = 6_000;

/** Only the first page without filters can take a new order at its top before it is read again. */
const takesNewOrders = (query: OrdersQueryInput | undefined) =>
  query !== undefined &&
  (query.page ?? 1) === 1 &&
  Object.keys(query).every((key) => key === 'page' || key === 'pageSize');

export interface OrdersLive {
  state: FeedState;
  /** Orders that just arrived (highlighted for a moment). */
  fresh: ReadonlySet<string>;
  /** The last order that arrived, for the screen-reader announcement. */
  latest: TOrder | null;
}

/**
 * Keeps the order history live: a new order comes in at the top at once (and the list is read
 * again behind it), a changed one is re-read; the user is looking, so the console's new-order
 * count stays at zero while the list is open.
 */
export function useOrdersLive(): OrdersLive {
  const queryClient = useQueryClient();
  const markSeen = useMarkSectionSeen().mutate;
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [latest, setLatest] = useState<TOrder | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    markSeen('orders');
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, [markSeen]);

  const arrived = (order: TOrder) => {
    for (const [key, list] of queryClient.getQueriesData<TOrderList>({ queryKey: orderListKey })) {
      const query = key[orderListKey.length] as OrdersQueryInput | undefined;
      if (!list || !takesNewOrders(query) || list.items.some((item) => item.id === order.id)) continue;
      const pageSize = query?.pageSize ?? list.pageSize;
      queryClient.setQueryData<TOrderList>(key, {
        ...list,
        items: [order, ...list.items].slice(0, pageSize),
        total: list.total + 1,
      });
    }
    setLatest(order);
    setFresh((now) => new Set(now).add(order.id));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((now) => {
        const next = new Set(now);
        next.delete(order.id);
        return next;
      });
    }, FRESH_MS);
    timers.current.add(timer);
    markSeen('orders');
  };

  const state = useLiveFeed({
    onOpen: () => void queryClient.invalidateQueries({ queryKey: orderListKey }),
    onEvent: (event) => {
      if (event.kind !== 'order.created' && event.kind !== 'order.updated') return;
      const order = ZOrder.safeParse(event.payload.order);
      if (!order.success) return;
      if (event.kind === 'order.created') arrived(order.data);
      applyOrder(queryClient, order.data);
    },
  });
  return { state, fresh, latest };
}
