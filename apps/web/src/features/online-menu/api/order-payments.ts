import type { TAskCashBody, TOrderTipsBody } from '@guestloop/contracts';
import { ZOrder, ZPaymentInfo } from '@guestloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeOrder } from './get-order';

/** POST /order/{slug}/tips: the tip replaces the previous one; the answer has the new total. */
export function setOrderTips(orderSlug: string, body: TOrderTipsBody) {
  return api.post(`/order/${encodeURIComponent(orderSlug)}/tips`, body, { schema: ZOrder });
}

export function useSetOrderTips(orderSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOrderTipsBody) => setOrderTips(orderSlug, body),
    onSuccess: (order) => storeOrder(queryClient, order),
  });
}

/** POST /ask-cash: the guest asks for the bill at the table (cash with the amount handed over, or card). */
export function askCash(body: TAskCashBody) {
  return api.post('/ask-cash', body, { schema: ZOrder });
}

export function useAskCash() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: askCash, onSuccess: (order) => storeOrder(queryClient, order) });
}

/** Which online payment providers the menu offers (none: no "Pay online" button). Quiet. */
export const orderPaymentInfoQuery = (menuSlug: string) =>
  queryOptions({
    queryKey: ['online-menu', 'payment-info', menuSlug],
    queryFn: async ({ signal }) => {
      const info = await api.get(`/payment/menu/${encodeURIComponent(menuSlug)}/payment-info`, {
        schema: ZPaymentInfo,
        signal,
        quiet: true,
      });
      return info === false ? { providers: [] } : info;
    },
    staleTime: 5 * 60_000,
  });

export function useOrderPaymentInfo(menuSlug: string) {
  return useQuery(orderPaymentInfoQuery(menuSlug));
}
