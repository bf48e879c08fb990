import { type TCreateShortRouteBody, type TShortRoute, ZShortRoute } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SHORT_ROUTES_KEY } from './keys';

/** POST /manager/short-route: a random slug when none is given; 409 `slug-taken` for a taken one. */
export function createShortRoute(body: TCreateShortRouteBody): Promise<TShortRoute> {
  return api.post('/manager/short-route', body, { schema: ZShortRoute });
}

export function useCreateShortRoute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShortRoute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHORT_ROUTES_KEY }),
  });
}
