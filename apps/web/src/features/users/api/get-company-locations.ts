import { type TLocationList, ZLocationList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { USERS_KEYS } from './keys';

/** GET /locations/all: every location of the company, by name (for the locations picker). */
export function getCompanyLocations(signal?: AbortSignal): Promise<TLocationList> {
  return api.get('/locations/all', { schema: ZLocationList, signal });
}

export const companyLocationsQuery = queryOptions({
  queryKey: USERS_KEYS.companyLocations,
  queryFn: ({ signal }) => getCompanyLocations(signal),
});

export function useCompanyLocations(enabled = true) {
  return useQuery({ ...companyLocationsQuery, enabled });
}
