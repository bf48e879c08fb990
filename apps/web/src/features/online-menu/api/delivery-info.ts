import { type TDeliveryInfo, ZOrder, ZSavedDeliveryInfo } from '@guestloop/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeOrder } from './get-order';

/** The delivery details the guest saved last time (to fill the form); quiet: none is fine. */
export const savedDeliveryInfoQuery = queryOptions({
  queryKey: ['online-menu', 'delivery-info'],
  queryFn: async ({ signal }) => {
    const saved = await api.get('/customer/delivery-info', {
      schema: ZSavedDeliveryInfo,
      signal,
      quiet: true,
    });
    return saved === false ? null : saved.deliveryInfo;
  },
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSavedDeliveryInfo(enabled: boolean) {
  return useQuery({ ...savedDeliveryInfoQuery, enabled });
}

/** POST /delivery-info: where this order goes (kept for the guest's next order too). */
export function useSaveDeliveryInfo(orderSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: TDeliveryInfo) =>
      api.post('/delivery-info', { ...info, orderSlug }, { schema: ZOrder }),
    onSuccess: (order, info) => {
      storeOrder(queryClient, order);
      queryClient.setQueryData(savedDeliveryInfoQuery.queryKey, info);
    },
  });
}

/**
 * Keeps a signed-in guest's delivery details for the next order (POST /customer/delivery-info),
 * after a delivery order took them. Quiet: the order is placed whether or not this is kept.
 */
export async function rememberDeliveryInfo(queryClient: QueryClient, info: TDeliveryInfo): Promise<void> {
  const saved = await api.post('/customer/delivery-info', info, { schema: ZSavedDeliveryInfo, quiet: true });
  if (saved) queryClient.setQueryData(savedDeliveryInfoQuery.queryKey, saved.deliveryInfo);
}
