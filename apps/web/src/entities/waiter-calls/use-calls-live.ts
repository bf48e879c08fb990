import { ZWaiterCall } from '@guestloop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FeedState, useLiveFeed } from '@/lib/live-feed';
import { applyCall, type WaiterCallScope, waiterCallsKey } from './waiter-calls';

/**
 * Keeps a list of calls current from the staff live feed: read again whenever the stream opens
 * (what happened while it was away), then each step of a call as staff take it.
 */
export function useCallsLive(scope: WaiterCallScope): FeedState {
  const queryClient = useQueryClient();
  return useLiveFeed({
    onOpen: () => void queryClient.invalidateQueries({ queryKey: waiterCallsKey(scope), exact: true }),
    onEvent: (event) => {
      if (!event.kind.startsWith('waiter-call.')) return;
      const call = ZWaiterCall.safeParse(event.payload.call);
      if (call.success) applyCall(queryClient, call.data);
    },
  });
}
