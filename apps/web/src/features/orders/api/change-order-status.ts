import { type TOrder, type TOrderStatus, ZOrder } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyOrder } from './cache';

export interface ChangeOrderStatusInput {
  slug: string;
  status: TOrderStatus;
}

/** POST /online-menu/order/status/{slug}: the next step (409 with the allowed ones otherwise). */
export function changeOrderStatus({ slug, status }: ChangeOrderStatusInput): Promise<TOrder> {
  return api.post(`/online-menu/order/status/${encodeURIComponent(slug)}`, { status }, { schema: ZOrder });
}

export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSuccess: (order) => applyOrder(queryClient, order),
  });
}
