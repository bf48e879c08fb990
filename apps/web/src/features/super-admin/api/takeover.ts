import { type TTakeOverStructureBody, ZCurrentTakeover } from '@guestloop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, invalidateApiCache } from '@/lib/api-client';
import { CURRENT_USER_KEY } from '@/lib/session';

const TAKEOVER_KEY = ['super-admin', 'take-over'] as const;

/** GET /super-admin/take-over: the company the super administrator works in, if any. */
export const useCurrentTakeover = (enabled: boolean) =>
  useQuery({
    queryKey: TAKEOVER_KEY,
    queryFn: () => api.get('/super-admin/take-over', { schema: ZCurrentTakeover }),
    enabled,
  });

/**
 * Entering or leaving a company changes everything the console shows: the session's company,
 * and every company-scoped answer cached so far.
 */
function useSwitchCompany<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      invalidateApiCache();
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      await queryClient.invalidateQueries();
    },
  });
}

export const useTakeOver = () =>
  useSwitchCompany((body: TTakeOverStructureBody) =>
    api.post('/super-admin/take-over-structure', body, { schema: ZCurrentTakeover }),
  );

export const useLeaveStructure = () =>
  useSwitchCompany(() => api.post('/super-admin/leave-structure', {}, { schema: ZCurrentTakeover }));
