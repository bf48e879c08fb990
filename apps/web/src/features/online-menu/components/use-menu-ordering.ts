import { menuTakesOrders, orderingNotice } from '@guestloop/contracts';
import { useMemo } from 'react';
import { useMenu } from './menu-context';

/**
 * Whether the menu takes orders at all (a view-only menu has no cart) and what stops it now
 * (paused, or closed for orders), from the public menu's settings on the venue's clock.
 */
export function useMenuOrdering() {
  const { menu, now } = useMenu();
  return useMemo(() => {
    const takesOrders = menuTakesOrders(menu);
    const notice = orderingNotice(menu, now);
    return { takesOrders, notice, canAdd: takesOrders && notice === null };
  }, [menu, now]);
}
