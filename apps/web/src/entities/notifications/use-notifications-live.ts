import type { TPermission, TUser } from '@guestloop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { can } from '@/entities/permissions';
import { useLiveFeed } from '@/lib/live-feed';
import { NOTIFICATION_LIST_KEY } from './notification-list';

/**
 * Who may open the staff live feed (GET /online-menu/orders/live): the boards, and members who
 * read reviews or survey answers (they hear ratings and their bells, never orders).
 */
const LIVE_FEED_PERMISSIONS: readonly TPermission[] = [
  'orders.view',
  'orders.manage',
  'waiter-calls.manage',
  'reviews.manage',
  'surveys.manage',
  'enps.manage',
];

export const reachesLiveFeed = (user: Pick<TUser, 'permissions' | 'isSuperAdmin'>) =>
  can(user, LIVE_FEED_PERMISSIONS);

/** How often the bell reads its list for a member the live feed does not reach. */
export const BELL_POLL_MS = 60_000;

/**
 * Keeps the bell current from the staff live feed: read again whenever the feed opens and when it
 * tells that bells changed (notifications were added or read, written in the same transaction as
 * the notice, so the list read then already holds them).
 */
export function NotificationsLive() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATION_LIST_KEY, exact: true });
  useLiveFeed({
    onOpen: refresh,
    onEvent: (event) => {
      if (event.kind === 'notifications.changed') refresh();
    },
  });
  return null;
}
