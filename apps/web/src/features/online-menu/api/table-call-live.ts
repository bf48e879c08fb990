import { ZWaiterCall } from '@guestloop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { API_BASE } from '@/lib/api-client';
import { storeWaiterCall, tableCallsLivePath, waiterCallStatusQuery } from './waiter-call';

/** A stream the server closed (or that never opened) is tried again after this long. */
const REOPEN_MS = 30_000;

/**
 * Follows a table's waiter calls live while `active` (GET /waiter-call/{table}/live as
 * Server-Sent Events): each step staff take reaches the guest's menu as they take it. Answers
 * whether the stream is open; when it is not the caller polls the call's status instead.
 */
export function useTableCallLive(tableId: string, active: boolean): { streaming: boolean } {
  const queryClient = useQueryClient();
  const [streaming, setStreaming] = useState(false);

  useEffect(() => {
    if (!active || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const onCall = (event: MessageEvent) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const call = ZWaiterCall.safeParse((data as { call?: unknown } | null)?.call);
      if (!call.success || call.data.tableId !== tableId) return;
      // A re-read still on its way may carry an older step than this event: it is dropped.
      const { queryKey } = waiterCallStatusQuery(tableId);
      void queryClient.cancelQueries({ queryKey }).then(() => storeWaiterCall(queryClient, call.data));
    };
    const open = () => {
      source = new EventSource(`${API_BASE}${tableCallsLivePath(tableId)}`, { withCredentials: true });
      source.addEventListener('open', () => {
        setStreaming(true);
        // Whatever changed while the stream was down.
        void queryClient.invalidateQueries({ queryKey: waiterCallStatusQuery(tableId).queryKey });
      });
      source.addEventListener('waiter-call.created', onCall);
      source.addEventListener('waiter-call.updated', onCall);
      source.addEventListener('error', () => {
        setStreaming(false);
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
  }, [tableId, active, queryClient]);

  return { streaming };
}
