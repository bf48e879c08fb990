import { type TCustomer, type TUpdateCustomerBody, ZCustomer } from '@guestloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

const CUSTOMER_KEY = ['online-menu', 'customer'] as const;

/** GET /customer: the guest identity of this device, or null before it has one. */
export const guestCustomerQuery = queryOptions({
  queryKey: CUSTOMER_KEY,
  queryFn: async ({ signal }): Promise<TCustomer | null> => {
    try {
      return await api.get('/customer', { schema: ZCustomer, signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

export function useGuestCustomer() {
  return useQuery(guestCustomerQuery);
}

/**
 * PUT /customer: the guest's contact details. A device without an identity gets one first
 * (POST /customer/create/online-menu/{slug}, safe to repeat).
 */
export function useSaveCustomer(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TUpdateCustomerBody) => {
      if (!queryClient.getQueryData(CUSTOMER_KEY)) {
        await api.post(`/customer/create/online-menu/${encodeURIComponent(slug)}`, undefined, {
          schema: ZCustomer,
        });
      }
      return api.put('/customer', body, { schema: ZCustomer });
    },
    onSuccess: (customer) => queryClient.setQueryData(CUSTOMER_KEY, customer),
  });
}
