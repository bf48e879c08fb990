import { ZPaymentInfo } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /payment/menu/{slug}/payment-info: the providers this menu's checkout offers. */
export function getPaymentInfo(slug: string, signal?: AbortSignal) {
  return api.get(`/payment/menu/${encodeURIComponent(slug)}/payment-info`, { schema: ZPaymentInfo, signal });
}

export const paymentInfoQuery = (slug: string) =>
  queryOptions({
    queryKey: ['online-menu', 'payment-info', slug],
    queryFn: ({ signal }) => getPaymentInfo(slug, signal),
    staleTime: 60_000,
  });

export function usePaymentInfo(slug: string) {
  return useQuery(paymentInfoQuery(slug));
}
