import type { TTableGroups } from '@guestloop/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { locationListQuery } from '@/entities/locations';
import { tableGroupsQuery } from '@/entities/table-groups';

/** Every table of the company: each location's groups, in the order of the locations. */
export function useCompanyTables() {
  const locations = useQuery(locationListQuery);
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
