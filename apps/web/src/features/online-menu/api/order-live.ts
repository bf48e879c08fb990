import { ZOrder, ZWaiterCall } from '@guestloop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_BASE } from '@/lib/api-client';
import { orderQuery, storeOrder } from './get-order';
import { storeWaiterCall } from './waiter-call';

/** How often the order is re-read while no live stream is open. */
export const ORDER_POLL_MS = 4_000;
/** A stream the server closed (or that never opened) is tried again after this long. */
const REOPEN_MS = 30_000;

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Follows one order live: GET /order/{slug}/live as Server-Sent Events (`order.updated` carries
 * `{order}`, waiter-call events `{call}`). Answers whether the stream is open; when it is not
 * (no EventSource, an error, no such endpoint) the caller polls the order instead.
 */
export function useOrderLive(orderSlug: string, active: boolean): { streaming: boolean } {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState(false);

  useEffect(() => {
    if (!active || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const onOrder = (event: MessageEvent) => {
      const order = ZOrder.safeParse(parse(event.data)?.order);
      if (!order.success || order.data.slug !== orderSlug) return;
      // A re-read still on its way may carry an older state than this event: it is dropped.
      const { queryKey } = orderQuery(orderSlug);
      void queryClient.cancelQueries({ queryKey }).then(() => storeOrder(queryClient, order.data));
    };
    const onCall = (event: MessageEvent) => {
      const call = ZWaiterCall.safeParse(parse(event.data)?.call);
      if (call.success) storeWaiterCall(queryClient, call.data);
    };

    const open = () => {
      source = new EventSource(`${API_BASE}/order/${encodeURIComponent(orderSlug)}/live`, {
        withCredentials: true,
      });
      source.addEventListener('open', () => {
        setStreaming(true);
        // Whatever changed while the stream was down.
        void queryClient.invalidateQueries({ queryKey: orderQuery(orderSlug).queryKey });
      });
      source.addEventListener('order.updated', onOrder);
      source.addEventListener('order.created', onOrder);
      source.addEventListener('message', onOrder);
      source.addEventListener('waiter-call.created', onCall);
      source.addEventListener('waiter-call.updated', onCall);
      source.addEventListener('error', () => {
        setStreaming(false);
        // A closed source will not reconnect by itself (e.g. 404 before the endpoint exists).
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          source.close();
          reopen = setTimeout(open, REOPEN_MS);
        }
      });
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(reopen);
      source?.close();
      setStreaming(false);
    };
  }, [orderSlug, active, queryClient]);

  return { streaming };
}
