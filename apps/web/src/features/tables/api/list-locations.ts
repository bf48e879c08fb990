import { type TLocationList, ZLocationList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TABLES_KEY } from './keys';

/** GET /locations/all: every location of the company, by name (open to all staff). */
export function listLocations(signal?: AbortSignal): Promise<TLocationList> {
  return api.get('/locations/all', { schema: ZLocationList, signal });
}

export const locationsQuery = queryOptions({
  queryKey: [...TABLES_KEY, 'locations'],
  queryFn: ({ signal }) => listLocations(signal),
});

export function useLocations() {
  return useQuery(locationsQuery);
}
