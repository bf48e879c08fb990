import { type TDeletedTables, ZDeletedTables } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tableGroupsKey, tableGroupsPath } from '@/entities/table-groups';
import { api } from '@/lib/api-client';

export interface DeleteTableGroupInput {
  locationId: string;
  groupId: string;
  /** Also delete its tables (without it, a group with tables answers 409 `has-dependents`). */
  confirm: boolean;
}

/** POST /horeca/groups/{location}/delete-group. */
export function deleteTableGroup({
  locationId,
  groupId,
  confirm,
}: DeleteTableGroupInput): Promise<TDeletedTables> {
  return api.post(
    `${tableGroupsPath(locationId)}/delete-group`,
    { groupId, confirm },
    { schema: ZDeletedTables },
  );
}

export function useDeleteTableGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTableGroup,
    onSuccess: (_done, { locationId }) =>
      queryClient.invalidateQueries({ queryKey: tableGroupsKey(locationId) }),
  });
}
