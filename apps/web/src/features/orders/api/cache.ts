import {
  isFinalOrderStatus,
  type TOrder,
  type TWaiterCall,
  type TWaiterCallList,
} from '@guestloop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { boardKey, orderKey, orderListKey, waiterCallsKey } from './keys';

/** The orders a board shows: none that is closed or cancelled. */
export function belongsOnBoard(order: TOrder): boolean {
  return !isFinalOrderStatus(order.status);
}

/** The board's list with `order` put in (replacing its older copy) or taken out once it is over. */
export function withOrder(list: readonly TOrder[], order: TOrder): TOrder[] {
  const others = list.filter((item) => item.id !== order.id);
  return belongsOnBoard(order) ? [...others, order] : others;
}

/** The open calls with `call` put in, or taken out once handled. */
export function withCall(list: readonly TWaiterCall[], call: TWaiterCall): TWaiterCall[] {
  const others = list.filter((item) => item.id !== call.id);
  return call.status === 'open' ? [...others, call] : others;
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

export function applyCall(queryClient: QueryClient, call: TWaiterCall): void {
  queryClient.setQueryData<TWaiterCallList>(waiterCallsKey, (data) =>
    data ? { items: withCall(data.items, call) } : data,
  );
}
