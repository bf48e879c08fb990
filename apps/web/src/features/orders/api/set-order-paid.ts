import { type TOrder, type TSetOrderPaidBody, ZOrder } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyOrder } from './cache';

/** POST /online-menu/admin/order/set-paid: paid at the counter or the table (or unpaid again). */
export function setOrderPaid(body: TSetOrderPaidBody): Promise<TOrder> {
  return api.post('/online-menu/admin/order/set-paid', body, { schema: ZOrder });
}

export function useSetOrderPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrderPaid,
    onSuccess: (order) => applyOrder(queryClient, order),
  });
}
