import { type TCreateTableGroupBody, type TTableGroup, ZTableGroup } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tableGroupsKey, tableGroupsPath } from '@/entities/table-groups';
import { api } from '@/lib/api-client';

export interface CreateTableGroupInput {
  locationId: string;
  body: TCreateTableGroupBody;
}

/** POST /horeca/groups/{location}/create. */
export function createTableGroup({ locationId, body }: CreateTableGroupInput): Promise<TTableGroup> {
  return api.post(`${tableGroupsPath(locationId)}/create`, body, { schema: ZTableGroup });
}

export function useCreateTableGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTableGroup,
    onSuccess: (_group, { locationId }) =>
      queryClient.invalidateQueries({ queryKey: tableGroupsKey(locationId) }),
  });
}
