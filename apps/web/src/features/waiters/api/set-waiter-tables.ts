import { type TWaiter, type TWaiterRole, ZWaiterRole } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { WAITER_LIST_KEY } from './keys';

export interface SetWaiterTablesInput {
  userId: string;
  tableIds: string[];
}

/** POST /online-menu/waiter/{userId}/tables: the tables the waiter serves from now on (replaces the list). */
export function setWaiterTables({ userId, tableIds }: SetWaiterTablesInput): Promise<TWaiterRole> {
  return api.post(
    `/online-menu/waiter/${encodeURIComponent(userId)}/tables`,
    { tableIds },
    { schema: ZWaiterRole },
  );
}

export function useSetWaiterTables() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWaiterTables,
    onSuccess: (answer, { userId }) =>
      queryClient.setQueryData(WAITER_LIST_KEY, (list: { items: TWaiter[] } | undefined) =>
        list
          ? {
              items: list.items.map((waiter) =>
                waiter.userId === userId ? { ...waiter, tableIds: answer.tableIds } : waiter,
              ),
            }
          : list,
      ),
  });
}
