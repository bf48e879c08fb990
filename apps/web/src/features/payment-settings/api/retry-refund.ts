import { type TPaymentRefund, ZPaymentRefund } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { REFUNDS_KEY, refundPath } from './keys';

/** POST /online-menu/payments/{id}/retry-refund: asks the provider again; answers where it stands. */
export function retryRefund(paymentId: string): Promise<TPaymentRefund> {
  return api.post(`${refundPath(paymentId)}/retry-refund`, undefined, { schema: ZPaymentRefund });
}

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: REFUNDS_KEY }),
  });
}
