import type { TOrder } from '@guestloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { myMenuOrdersQuery } from '../api/profile-orders';
import type { RememberedOrder } from '../state/order-slice';

/** `unknown` while the signed-in guest's own orders are still being asked for. */
export type OrderOwnership = 'mine' | 'not-mine' | 'unknown';

/**
 * Whether this visitor is the guest identity that placed the order: only that identity may tip,
 * ask for the bill or pay (the server answers 403 to anyone else who has the link). The order
 * tells it only in part: the guest's own name, phone and address come with it, but a table order
 * often has none. So an order placed from this device counts too, and else the signed-in guest's
 * own orders at this menu decide.
 */
export function useOrderOwnership(order: TOrder, remembered: RememberedOrder | undefined): OrderOwnership {
  const known = remembered !== undefined || order.contact !== null || order.deliveryInfo !== null;
  const payable = !order.paid && order.status !== 'cancelled';
  const own = useQuery({ ...myMenuOrdersQuery(order.menuSlug), enabled: payable && !known });
  if (known) return 'mine';
  if (own.data) return own.data.some((mine) => mine.slug === order.slug) ? 'mine' : 'not-mine';
  return own.isError ? 'not-mine' : 'unknown';
}
