import { type TBonusBalance, ZBonusBalance, ZOrder } from '@guestloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { putOrder } from './pay-order';

export const bonusBalanceKey = (slug: string) => ['online-menu', 'bonus', slug] as const;

/**
 * GET /online-menu/customer/bonus/{slug}: the guest's balance with the menu's company; null
 * when this device has no guest identity yet (nothing earned, nothing to spend).
 */
export const bonusBalanceQuery = (slug: string) =>
  queryOptions({
    queryKey: bonusBalanceKey(slug),
    queryFn: async ({ signal }): Promise<TBonusBalance | null> => {
      try {
        return await api.get(`/online-menu/customer/bonus/${encodeURIComponent(slug)}`, {
          schema: ZBonusBalance,
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });

export function useBonusBalance(slug: string) {
  return useQuery(bonusBalanceQuery(slug));
}

/** Take all the bonus that fits on the order, or stop using it; the order comes back repriced. */
export function useToggleBonus(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderSlug, use }: { orderSlug: string; use: boolean }) =>
      api.post(
        `/online-menu/customer/${use ? 'take-bonus' : 'drop-bonus'}`,
        { orderSlug },
        { schema: ZOrder },
      ),
    onSuccess: (order) => {
      putOrder(queryClient, order);
      void queryClient.invalidateQueries({ queryKey: bonusBalanceKey(slug) });
    },
  });
}
