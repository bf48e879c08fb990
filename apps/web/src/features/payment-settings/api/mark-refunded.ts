import { type TPaymentRefund, ZPaymentRefund } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { REFUNDS_KEY, refundPath } from './keys';

/** POST /online-menu/payments/{id}/mark-refunded: staff gave the money back themselves. */
export function markRefunded(paymentId: string): Promise<TPaymentRefund> {
  return api.post(`${refundPath(paymentId)}/mark-refunded`, undefined, { schema: ZPaymentRefund });
}

export function useMarkRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRefunded,
    onSettled: () => queryClient.invalidateQueries({ queryKey: REFUNDS_KEY }),
  });
}
