import { ZOrder, ZWaiterCall } from '@guestloop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { applyCall, waiterCallsKey } from '@/entities/waiter-calls';
import { type FeedState, type LiveFeedEvent, useLiveFeed } from '@/lib/live-feed';
import { applyOrder } from '../api/cache';
import { boardKey } from '../api/keys';

/** A new order of this menu (new calls alert as they join the board's list: use-new-calls). */
export interface BoardAlert {
  kind: 'order';
  id: string;
}

/**
 * Keeps a menu's board and the waiter calls of the member's tables current from the live feed. Whenever the stream
 * opens the lists are read again; events arriving meanwhile wait and are applied on top, so an
 * answer read before them cannot undo them.
 */
export function useBoardLive(menuSlug: string, onAlert: (alert: BoardAlert) => void): FeedState {
  const queryClient = useQueryClient();
  const waiting = useRef<LiveFeedEvent[] | null>(null);

  const apply = (event: LiveFeedEvent) => {
    if (event.kind === 'order.created' || event.kind === 'order.updated') {
      const order = ZOrder.safeParse(event.payload.order);
      if (order.success) applyOrder(queryClient, order.data);
    } else {
      const call = ZWaiterCall.safeParse(event.payload.call);
      if (call.success) applyCall(queryClient, call.data);
    }
  };

  const alertFor = (event: LiveFeedEvent): BoardAlert | null => {
    if (event.kind === 'order.created') {
      const order = ZOrder.safeParse(event.payload.order);
      return order.success && order.data.menuSlug === menuSlug ? { kind: 'order', id: order.data.id } : null;
    }
    return null;
  };

  return useLiveFeed({
    onOpen: () => {
      waiting.current ??= [];
      void Promise.all([
        queryClient.refetchQueries({ queryKey: boardKey(menuSlug), exact: true }),
        queryClient.refetchQueries({ queryKey: waiterCallsKey('mine'), exact: true }),
      ]).finally(() => {
        const events = waiting.current ?? [];
        waiting.current = null;
        events.forEach(apply);
      });
    },
    onEvent: (event) => {
      if (waiting.current) waiting.current.push(event);
      else apply(event);
      const alert = alertFor(event);
      if (alert) onAlert(alert);
    },
  });
}
