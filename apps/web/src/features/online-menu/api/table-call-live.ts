import { ZWaiterCall } from '@guestloop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { eventData, useGuestStream } from './guest-stream';
import { storeWaiterCall, tableCallsLivePath, waiterCallStatusQuery } from './waiter-call';

/**
 * Follows a table's waiter calls live while `active` (GET /waiter-call/{table}/live as
 * Server-Sent Events): each step staff take reaches the guest's menu as they take it. Answers
 * whether the stream is open; when it is not the caller polls the call's status instead.
 */
export function useTableCallLive(tableId: string, active: boolean): { streaming: boolean } {
  const queryClient = useQueryClient();
  const { queryKey } = waiterCallStatusQuery(tableId);
  const onCall = (event: MessageEvent) => {
    const call = ZWaiterCall.safeParse(eventData(event)?.call);
    if (!call.success || call.data.tableId !== tableId) return;
    // A re-read still on its way may carry an older step than this event: it is dropped.
    void queryClient.cancelQueries({ queryKey }).then(() => storeWaiterCall(queryClient, call.data));
  };
  return useGuestStream(tableCallsLivePath(tableId), active, {
    onOpen: () => void queryClient.invalidateQueries({ queryKey }),
    events: { 'waiter-call.created': onCall, 'waiter-call.updated': onCall },
  });
}
