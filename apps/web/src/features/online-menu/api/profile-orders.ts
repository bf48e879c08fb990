import { type TOrder, ZOrderList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** How many of the guest's latest orders at this menu the profile lists. */
const LATEST = 20;

/** POST /customer/orders: the guest's latest orders at this menu; none without a guest identity. */
export const myMenuOrdersQuery = (slug: string) =>
  queryOptions({
    queryKey: ['online-menu', 'my-orders', slug],
    queryFn: async ({ signal }): Promise<TOrder[]> => {
      try {
        const list = await api.post(
          '/customer/orders',
          { menu: slug, page: 1, pageSize: LATEST },
          { schema: ZOrderList, signal },
        );
        return list.items;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return [];
        throw error;
      }
    },
  });

export function useMyMenuOrders(slug: string) {
  return useQuery(myMenuOrdersQuery(slug));
}
