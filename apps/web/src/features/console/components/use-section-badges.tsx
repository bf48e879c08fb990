import type { TProfileMenuSectionId, TUser } from '@guestloop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { can } from '@/entities/permissions';
import { PROFILE_MENU_KEY, useProfileMenu } from '@/entities/profile-menu';
import { useLiveFeed } from '@/lib/live-feed';
import { CONSOLE_BASE } from '../paths';

export type SectionBadges = Partial<Record<TProfileMenuSectionId, number>>;

/** What waits in each section the user may open (GET /profile/menu's notifyCount), for the navigation. */
export function useSectionBadges(user: Pick<TUser, 'structure'>): SectionBadges {
  const menu = useProfileMenu({ enabled: user.structure !== null });
  const badges: SectionBadges = {};
  for (const item of menu.data?.items ?? [])
    if (item.show && item.notifyCount > 0) badges[item.id] = item.notifyCount;
  return badges;
}

/** Whether the user is told about new orders as they come (the orders badge stays current). */
export const watchesOrders = (user: Pick<TUser, 'structure' | 'permissions' | 'isSuperAdmin'>) =>
  user.structure !== null && can(user, ['orders.view', 'orders.manage']);

const ORDERS_LIST = `${CONSOLE_BASE}/orders`;

/**
 * Keeps the new-orders badge current from the live feed: a new order anywhere in the console
 * reads the counts again. On the orders list itself the list marks orders seen as they come.
 */
export function NewOrdersWatcher() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const onList = pathname.replace(/\/+$/, '') === ORDERS_LIST;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: PROFILE_MENU_KEY, exact: true });
  useLiveFeed({
    onOpen: () => {
      if (!onList) refresh();
    },
    onEvent: (event) => {
      if (event.kind === 'order.created' && !onList) refresh();
    },
  });
  return null;
}
