import { ZPayResult, ZTestPayment } from '@guestloop/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /test/menu/payment/{externalId}: what the test checkout page asks the tester to settle. */
export const testPaymentQuery = (externalId: string) =>
  queryOptions({
    queryKey: ['online-menu', 'test-payment', externalId],
    queryFn: ({ signal }) =>
      api.get(`/test/menu/payment/${encodeURIComponent(externalId)}`, { schema: ZTestPayment, signal }),
    enabled: externalId.length > 0,
  });

export function useTestPayment(externalId: string) {
  return useQuery(testPaymentQuery(externalId));
}

/** POST /test/menu/complete: the tester approves or declines, settled like a provider's callback. */
export function useCompleteTestPayment() {
  return useMutation({
    mutationFn: (body: { externalId: string; approve: boolean }) =>
      api.post('/test/menu/complete', body, { schema: ZPayResult }),
  });
}
