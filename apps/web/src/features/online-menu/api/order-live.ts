import { ZOrder, ZWaiterCall } from '@guestloop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { orderQuery, storeOrder } from './get-order';
import { eventData, useGuestStream } from './guest-stream';
import { storeWaiterCall } from './waiter-call';

/** How often the order is re-read while no live stream is open. */
export const ORDER_POLL_MS = 4_000;

/**
 * Follows one order live: GET /order/{slug}/live as Server-Sent Events (`order.updated` carries
 * `{order}`, waiter-call events `{call}`). Answers whether the stream is open; when it is not
 * (no EventSource, an error, no such endpoint) the caller polls the order instead.
 */
export function useOrderLive(orderSlug: string, active: boolean): { streaming: boolean } {
  const queryClient = useQueryClient();
  const { queryKey } = orderQuery(orderSlug);
  const onOrder = (event: MessageEvent) => {
    const order = ZOrder.safeParse(eventData(event)?.order);
    if (!order.success || order.data.slug !== orderSlug) return;
    // A re-read still on its way may carry an older state than this event: it is dropped.
    void queryClient.cancelQueries({ queryKey }).then(() => storeOrder(queryClient, order.data));
  };
  const onCall = (event: MessageEvent) => {
    const call = ZWaiterCall.safeParse(eventData(event)?.call);
    if (call.success) storeWaiterCall(queryClient, call.data);
  };
  return useGuestStream(`/order/${encodeURIComponent(orderSlug)}/live`, active, {
    onOpen: () => void queryClient.invalidateQueries({ queryKey }),
    events: {
      'order.updated': onOrder,
      'order.created': onOrder,
      message: onOrder,
      'waiter-call.created': onCall,
      'waiter-call.updated': onCall,
    },
  });
}
