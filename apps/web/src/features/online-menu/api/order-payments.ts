import type { TAskCashBody, TOrderTipsBody } from '@guestloop/contracts';
import { ZOrder } from '@guestloop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeOrder } from './get-order';
import { paymentInfoQuery } from './pay-info';

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

/**
 * Which online payment providers the menu offers: the checkout's own query, so both pages share
 * one answer. Unknown (the quiet call failed) shows no "Pay online" button, as none does.
 */
export function useOrderPaymentInfo(menuSlug: string) {
  return useQuery(paymentInfoQuery(menuSlug));
}
