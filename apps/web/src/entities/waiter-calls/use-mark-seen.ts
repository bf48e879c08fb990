import type { TWaiterCall } from '@guestloop/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSetCallStatus } from './set-call-status';

/** How long after a person last used the page the calls it shows count as seen by them. */
export const PRESENT_MS = 2 * 60_000;

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * Marks the open calls a page shows as `seen`, but only while someone is there: the page is in
 * front and was opened or touched in the last PRESENT_MS. A board left alone on a wall does not
 * tell a guest their call was seen; the first tap or key on it does.
 */
export function useMarkSeen(calls: readonly TWaiterCall[], canAnswer: boolean): void {
  const setStatus = useSetCallStatus();
  const asked = useRef(new Set<string>());
  const [lastActive, setLastActive] = useState(() => Date.now());

  useEffect(() => {
    const touch = () => {
      if (visible()) setLastActive(Date.now());
    };
    window.addEventListener('pointerdown', touch);
    window.addEventListener('keydown', touch);
    document.addEventListener('visibilitychange', touch);
    return () => {
      window.removeEventListener('pointerdown', touch);
      window.removeEventListener('keydown', touch);
      document.removeEventListener('visibilitychange', touch);
    };
  }, []);

  const { mutate } = setStatus;
  useEffect(() => {
    if (!canAnswer || !visible() || Date.now() - lastActive > PRESENT_MS) return;
    for (const call of calls) {
      if (call.status !== 'open' || asked.current.has(call.id)) continue;
      asked.current.add(call.id);
      mutate({ callId: call.id, status: 'seen' }, { onError: () => asked.current.delete(call.id) });
    }
  }, [calls, canAnswer, lastActive, mutate]);
}
