import { type TTableGroup, type TTableGroups, ZTableGroups } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tableGroupsKey, tableGroupsPath } from '@/entities/table-groups';
import { api } from '@/lib/api-client';

export interface RenameTableGroupInput {
  locationId: string;
  group: Pick<TTableGroup, 'id' | 'position'>;
  name: string;
}

/**
 * POST /horeca/groups/{location}/update with only this group and no tables: tables not listed
 * stay where they are, so this renames the group and nothing else.
 */
export function renameTableGroup({ locationId, group, name }: RenameTableGroupInput): Promise<TTableGroups> {
  return api.post(
    `${tableGroupsPath(locationId)}/update`,
    { groups: [{ id: group.id, name, position: group.position, tables: [] }] },
    { schema: ZTableGroups },
  );
}

export function useRenameTableGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameTableGroup,
    onSuccess: (groups, { locationId }) => queryClient.setQueryData(tableGroupsKey(locationId), groups),
  });
}
