import { isFinalOrderStatus, type TOrder } from '@guestloop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { boardKey, orderKey, orderListKey } from './keys';

/** The orders a board shows: none that is closed or cancelled. */
export function belongsOnBoard(order: TOrder): boolean {
  return !isFinalOrderStatus(order.status);
}

/** The board's list with `order` put in (replacing its older copy) or taken out once it is over. */
export function withOrder(list: readonly TOrder[], order: TOrder): TOrder[] {
  const others = list.filter((item) => item.id !== order.id);
  return belongsOnBoard(order) ? [...others, order] : others;
}

/**
 * A changed order (a live event or the answer of a staff action) goes into every cached view of
 * it: its page, its menu's board; history pages are read again when next shown.
 */
export function applyOrder(queryClient: QueryClient, order: TOrder): void {
  if (queryClient.getQueryData(orderKey(order.slug))) queryClient.setQueryData(orderKey(order.slug), order);
  queryClient.setQueryData<TOrder[]>(boardKey(order.menuSlug), (list) =>
    list ? withOrder(list, order) : list,
  );
  void queryClient.invalidateQueries({ queryKey: orderListKey });
}
