import { type TLocationList, ZLocationList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /locations/all: every location of the company, by name (the menu's location picker). */
export function listLocations(signal?: AbortSignal): Promise<TLocationList> {
  return api.get('/locations/all', { schema: ZLocationList, signal });
}

export const locationListQuery = queryOptions({
  queryKey: ['locations', 'all'] as const,
  queryFn: ({ signal }) => listLocations(signal),
});

export function useLocationList() {
  return useQuery(locationListQuery);
}
