import { type TSetWaiterCallStatusBody, type TWaiterCall, ZWaiterCall } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyCall } from './waiter-calls';

/** POST /online-menu/admin/call-status: a step of a call (seen, on the way, handled, open again). */
export function setCallStatus(body: TSetWaiterCallStatusBody): Promise<TWaiterCall> {
  return api.post('/online-menu/admin/call-status', body, { schema: ZWaiterCall });
}

export function useSetCallStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCallStatus,
    onSuccess: (call) => applyCall(queryClient, call),
  });
}
