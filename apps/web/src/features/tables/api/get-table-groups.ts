import { type TTableGroups, ZTableGroups } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { groupsKey, groupsPath } from './keys';

/** GET /horeca/groups/{location}: the location's table groups, each with its tables, by position. */
export function getTableGroups(locationId: string, signal?: AbortSignal): Promise<TTableGroups> {
  return api.get(groupsPath(locationId), { schema: ZTableGroups, signal });
}

export const tableGroupsQuery = (locationId: string) =>
  queryOptions({
    queryKey: groupsKey(locationId),
    queryFn: ({ signal }) => getTableGroups(locationId, signal),
  });

export function useTableGroups(locationId: string | null) {
  return useQuery({ ...tableGroupsQuery(locationId ?? ''), enabled: Boolean(locationId) });
}
