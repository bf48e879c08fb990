import { RESPONSE_CACHE_MAX_AGE_MS, type TPaymentInfo, ZPaymentInfo } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '@/lib/api-client';

/**
 * GET /payment/menu/{slug}/payment-info: the providers this menu's checkout offers. Quiet
 * (SPEC point 8): false when the call failed, never an error.
 */
export function getPaymentInfo(slug: string, signal?: AbortSignal): Promise<TPaymentInfo | false> {
  return api.get(`/payment/menu/${encodeURIComponent(slug)}/payment-info`, {
    schema: ZPaymentInfo,
    signal,
    quiet: true,
  });
}

/** The menu's providers; a failed call is the query's failure, shown with Try again. */
export const paymentInfoQuery = (slug: string) =>
  queryOptions({
    queryKey: ['online-menu', 'payment-info', slug],
    queryFn: async ({ signal }) => answerOf(await getPaymentInfo(slug, signal), 'payment-info'),
    staleTime: RESPONSE_CACHE_MAX_AGE_MS,
  });

export function usePaymentInfo(slug: string) {
  return useQuery(paymentInfoQuery(slug));
}
