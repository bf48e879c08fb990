import { type TCreateTableBody, type TTable, ZTable } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tableGroupsKey, tableGroupsPath } from '@/entities/table-groups';
import { api } from '@/lib/api-client';

export interface CreateTableInput {
  locationId: string;
  body: TCreateTableBody;
}

/** POST /horeca/groups/{location}/table-create. */
export function createTable({ locationId, body }: CreateTableInput): Promise<TTable> {
  return api.post(`${tableGroupsPath(locationId)}/table-create`, body, { schema: ZTable });
}

export function useCreateTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTable,
    onSuccess: (_table, { locationId }) =>
      queryClient.invalidateQueries({ queryKey: tableGroupsKey(locationId) }),
  });
}
