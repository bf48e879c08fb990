import { type TPaymentsToRefund, ZPaymentsToRefund } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { REFUNDS_KEY } from './keys';

/** GET /online-menu/payments/refunds: the company's payments still to give back, newest first. */
export function getPaymentsToRefund(signal?: AbortSignal): Promise<TPaymentsToRefund> {
  return api.get('/online-menu/payments/refunds', { schema: ZPaymentsToRefund, signal });
}

export const paymentsToRefundQuery = queryOptions({
  queryKey: REFUNDS_KEY,
  queryFn: ({ signal }) => getPaymentsToRefund(signal),
});

export function usePaymentsToRefund() {
  return useQuery(paymentsToRefundQuery);
}
