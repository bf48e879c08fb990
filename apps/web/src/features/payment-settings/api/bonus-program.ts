import { type TBonusProgram, ZBonusProgram } from '@guestloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BONUS_PROGRAM_KEY } from './keys';

const PATH = '/online-menu/bonus-program';

/** GET /online-menu/bonus-program: the company's bonus rate (0 = off). */
export function getBonusProgram(signal?: AbortSignal): Promise<TBonusProgram> {
  return api.get(PATH, { schema: ZBonusProgram, signal });
}

export const bonusProgramQuery = queryOptions({
  queryKey: BONUS_PROGRAM_KEY,
  queryFn: ({ signal }) => getBonusProgram(signal),
});

export function useBonusProgram() {
  return useQuery(bonusProgramQuery);
}

/** POST /online-menu/bonus-program: sets the rate for every menu of the company. */
export function saveBonusProgram(body: TBonusProgram): Promise<TBonusProgram> {
  return api.post(PATH, body, { schema: ZBonusProgram });
}

export function useSaveBonusProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBonusProgram,
    onSuccess: (saved) => queryClient.setQueryData(BONUS_PROGRAM_KEY, saved),
  });
}
