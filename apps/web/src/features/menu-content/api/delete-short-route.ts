import { ZOk } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SHORT_ROUTES_KEY } from './keys';

/** DELETE /manager/short-route/{slug}. */
export function deleteShortRoute(slug: string) {
  return api.delete(`/manager/short-route/${encodeURIComponent(slug)}`, { schema: ZOk });
}

export function useDeleteShortRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShortRoute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHORT_ROUTES_KEY }),
  });
}
