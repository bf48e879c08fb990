import { type TTableGroups, ZTableGroups } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every location's table groups live under TABLE_GROUPS_KEY. */
export const TABLE_GROUPS_KEY = ['table-groups'] as const;
/** The one key of a location's groups and tables: whatever changes a group or table invalidates it. */
export const tableGroupsKey = (locationId: string) => [...TABLE_GROUPS_KEY, locationId] as const;

export const tableGroupsPath = (locationId: string) => `/horeca/groups/${encodeURIComponent(locationId)}`;

/** GET /horeca/groups/{location}: a location's table groups, each with its tables. */
export function getTableGroups(locationId: string, signal?: AbortSignal): Promise<TTableGroups> {
  return api.get(tableGroupsPath(locationId), { schema: ZTableGroups, signal });
}

export const tableGroupsQuery = (locationId: string) =>
  queryOptions({
    queryKey: tableGroupsKey(locationId),
    queryFn: ({ signal }) => getTableGroups(locationId, signal),
  });

/** A location's groups; nothing is asked while no location is chosen. */
export function useTableGroups(locationId: string | null) {
  return useQuery({ ...tableGroupsQuery(locationId ?? ''), enabled: Boolean(locationId) });
}
