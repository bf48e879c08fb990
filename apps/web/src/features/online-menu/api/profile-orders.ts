import { type TOrder, ZOrderList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** How many of the guest's latest orders (over every menu) are searched for this menu's. */
const LOOK_BACK = 50;

/**
 * POST /customer/orders: the guest's latest orders, kept to this menu's (the API lists every
 * menu's). None while the device has no guest identity.
 */
export const myMenuOrdersQuery = (slug: string) =>
  queryOptions({
    queryKey: ['online-menu', 'my-orders', slug],
    queryFn: async ({ signal }): Promise<TOrder[]> => {
      try {
        const list = await api.post(
          '/customer/orders',
          { page: 1, pageSize: LOOK_BACK },
          { schema: ZOrderList, signal },
        );
        return list.items.filter((order) => order.menuSlug === slug);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return [];
        throw error;
      }
    },
  });

export function useMyMenuOrders(slug: string) {
  return useQuery(myMenuOrdersQuery(slug));
}
