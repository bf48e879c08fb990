import { type TOrder, ZOrderList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/session';

/** How many of the guest's latest orders at this menu the profile lists. */
const LATEST = 20;

/**
 * POST /customer/orders: the signed-in guest's latest orders at this menu; none without a session
 * (401). A 401 means the session has ended, so the app learns the guest is signed out and what
 * asks only for a signed-in guest (the menu's open-order pill) stops asking.
 */
export const myMenuOrdersQuery = (slug: string) =>
  queryOptions({
    queryKey: ['online-menu', 'my-orders', slug],
    queryFn: async ({ signal, client }): Promise<TOrder[]> => {
      try {
        const list = await api.post(
          '/customer/orders',
          { menu: slug, page: 1, pageSize: LATEST },
          { schema: ZOrderList, signal },
        );
        return list.items;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          // Not an answer from before a sign-in that cancelled this call.
          if (!signal.aborted) setCurrentUser(client, null);
          return [];
        }
        throw error;
      }
    },
  });

export function useMyMenuOrders(slug: string) {
  return useQuery(myMenuOrdersQuery(slug));
}
