import { useAppStore } from '@/lib/store';
import { useOrder } from '../api/get-order';
import { ORDER_POLL_MS, useOrderLive } from '../api/order-live';
import { isSettled } from '../model/order-progress';

/**
 * One order followed live: the stream when it is open, else a poll every 4 s. Also answers what
 * this device remembers of the order (its table, for the waiter call).
 */
export function useFollowedOrder(orderSlug: string) {
  const remembered = useAppStore((state) => state.orders[orderSlug]);
  const settledBefore = useOrder(orderSlug, false).data;
  const live = useOrderLive(orderSlug, !(settledBefore && isSettled(settledBefore.status)));
  const order = useOrder(orderSlug, live.streaming ? false : ORDER_POLL_MS);
  return { order, remembered, streaming: live.streaming };
}
