import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setCurrentUser } from '@/lib/session';

/** POST /logout: the account signs out; the device's guest identity (cart, orders) stays. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/logout'),
    onSuccess: () => setCurrentUser(queryClient, null),
  });
}
