import type { TPermission, TUser } from '@guestloop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { can } from '@/entities/permissions';
import { useLiveFeed } from '@/lib/live-feed';
import { NOTIFICATION_LIST_KEY } from './notification-list';

/** Who may open the staff live feed (GET /online-menu/orders/live): the boards' permissions. */
const LIVE_FEED_PERMISSIONS: readonly TPermission[] = ['orders.view', 'orders.manage', 'waiter-calls.manage'];

export const reachesLiveFeed = (user: Pick<TUser, 'permissions' | 'isSuperAdmin'>) =>
  can(user, LIVE_FEED_PERMISSIONS);

/**
 * When the bell reads its list after a new rating. The feed tells of the rating as it is stored;
 * each member's notification is written just after, so the list is read at once and twice more
 * within two seconds rather than only once, maybe too early.
 */
export const READ_AFTER_RATING_MS = [0, 700, 1800] as const;

/** How often the bell reads its list for a member the live feed does not reach. */
export const BELL_POLL_MS = 60_000;

/** Keeps the bell current from the staff live feed: read again on each new rating and whenever the feed opens. */
export function NotificationsLive() {
  const queryClient = useQueryClient();
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_KEY, exact: true });
  useLiveFeed({
    onOpen: refresh,
    onEvent: (event) => {
      if (event.kind !== 'rating.created') return;
      for (const ms of READ_AFTER_RATING_MS) {
        if (ms === 0) {
          refresh();
          continue;
        }
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          refresh();
        }, ms);
        timers.current.add(timer);
      }
    },
  });
  return null;
}
