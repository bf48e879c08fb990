import { ZOk } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tableGroupsKey, tableGroupsPath } from '@/entities/table-groups';
import { api } from '@/lib/api-client';

export interface DeleteTableInput {
  locationId: string;
  tableId: string;
}

/** POST /horeca/groups/{location}/delete-table. */
export function deleteTable({ locationId, tableId }: DeleteTableInput) {
  return api.post(`${tableGroupsPath(locationId)}/delete-table`, { tableId }, { schema: ZOk });
}

export function useDeleteTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTable,
    onSuccess: (_ok, { locationId }) =>
      queryClient.invalidateQueries({ queryKey: tableGroupsKey(locationId) }),
  });
}
