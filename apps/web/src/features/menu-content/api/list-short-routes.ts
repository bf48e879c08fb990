import { type TShortRouteList, ZShortRouteList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SHORT_ROUTES_KEY } from './keys';

/** GET /manager/short-routes: the company's short routes, newest first. */
export function listShortRoutes(signal?: AbortSignal): Promise<TShortRouteList> {
  return api.get('/manager/short-routes', { schema: ZShortRouteList, signal });
}

export const shortRoutesQuery = queryOptions({
  queryKey: SHORT_ROUTES_KEY,
  queryFn: ({ signal }) => listShortRoutes(signal),
});

export function useShortRoutes() {
  return useQuery(shortRoutesQuery);
}
