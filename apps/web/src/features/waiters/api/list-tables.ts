import { type TLocationList, type TTableGroups, ZLocationList, ZTableGroups } from '@guestloop/contracts';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupsKey, LOCATIONS_KEY } from './keys';

/** GET /locations/all: every location of the company, by name. */
export function listLocations(signal?: AbortSignal): Promise<TLocationList> {
  return api.get('/locations/all', { schema: ZLocationList, signal });
}

/** GET /horeca/groups/{location}: a location's table groups, each with its tables. */
export function getTableGroups(locationId: string, signal?: AbortSignal): Promise<TTableGroups> {
  return api.get(`/horeca/groups/${encodeURIComponent(locationId)}`, { schema: ZTableGroups, signal });
}

export const locationsQuery = queryOptions({
  queryKey: LOCATIONS_KEY,
  queryFn: ({ signal }) => listLocations(signal),
});

export const tableGroupsQuery = (locationId: string) =>
  queryOptions({
    queryKey: groupsKey(locationId),
    queryFn: ({ signal }) => getTableGroups(locationId, signal),
  });

/** Every table of the company: each location's groups, in the order of the locations. */
export function useCompanyTables() {
  const locations = useQuery(locationsQuery);
  const groups = useQueries({
    queries: (locations.data?.items ?? []).map((location) => tableGroupsQuery(location.id)),
    combine: (results) => ({
      data: results.every((r) => r.isSuccess) ? results.map((r) => r.data as TTableGroups) : undefined,
      error: results.find((r) => r.error)?.error ?? null,
      refetch: () => Promise.all(results.map((r) => r.refetch())),
    }),
  });
  return {
    data: locations.data && groups.data ? groups.data : undefined,
    isPending: locations.isPending || (locations.isSuccess && !groups.data && !groups.error),
    error: locations.error ?? groups.error,
    refetch: () => (locations.error ? locations.refetch() : groups.refetch()),
  };
}
