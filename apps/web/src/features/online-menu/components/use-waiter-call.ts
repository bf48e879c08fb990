import type { TCreateWaiterCallBody, TWaiterCall } from '@guestloop/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { ORDER_POLL_MS } from '../api/order-live';
import { useCallWaiter, useWaiterCallEnabled, useWaiterCallStatus } from '../api/waiter-call';

/** What the guest is shown: nothing asked yet, a call at one of staff's steps, or answered. */
export type CallView = 'idle' | TWaiterCall['status'];

/**
 * A table's waiter call as the guest sees it. Each state is one staff took and the page heard of
 * (the live stream, or a re-read while none is open): nothing moves on by itself.
 */
export function useWaiterCall(tableId: string, streaming: boolean) {
  const enabled = useWaiterCallEnabled(tableId);
  const status = useWaiterCallStatus(tableId, streaming ? false : ORDER_POLL_MS);
  const call = useCallWaiter(tableId);
  const open = status.data?.open ?? null;
  const [answered, setAnswered] = useState(false);
  const hadOpen = useRef(false);
  const lastCall = useRef<TWaiterCall | null>(null);
  if (open) lastCall.current = open;

  // A call that stops waiting was handled by the staff.
  useEffect(() => {
    if (open) {
      hadOpen.current = true;
      setAnswered(false);
    } else if (hadOpen.current) {
      hadOpen.current = false;
      setAnswered(true);
    }
  }, [open]);

  const view: CallView = open ? open.status : answered ? 'handled' : 'idle';
  return {
    enabled: enabled.data === true,
    open,
    view,
    /** The call shown: the one waiting, or the one just answered. */
    call: open ?? (view === 'handled' ? lastCall.current : null),
    ring: (body: TCreateWaiterCallBody) => call.mutate(body),
    pending: call.isPending,
    error: call.isError ? call.error : null,
    rateLimited: call.error instanceof ApiError && call.error.status === 429,
  };
}
