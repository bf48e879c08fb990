import type { TWaiterCall } from '@guestloop/contracts';
import { useEffect, useRef } from 'react';

/**
 * Calls `onNew` for each call that joins the list after it first loaded. Whether a new call is one
 * of this board's (its table's waiter, or nobody's table) the server decides when the list is read
 * again, so the alert follows the list rather than the live event.
 */
export function useNewCalls(calls: readonly TWaiterCall[] | undefined, onNew: (call: TWaiterCall) => void) {
  const known = useRef<Set<string> | null>(null);
  const latest = useRef(onNew);
  latest.current = onNew;
  useEffect(() => {
    if (!calls) return;
    const before = known.current;
    known.current = new Set(calls.map((call) => call.id));
    if (!before) return;
    for (const call of calls) if (!before.has(call.id)) latest.current(call);
  }, [calls]);
}
