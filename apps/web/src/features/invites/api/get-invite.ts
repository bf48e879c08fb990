import { type TInvite, ZInvite } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /invite/{code}: the company, role and address of an open invitation. 404 unknown,
 * 400 TOKEN_INVALID already used, 400 TOKEN_EXPIRED past its date.
 */
export function getInvite(code: string, signal?: AbortSignal): Promise<TInvite> {
  return api.get(`/invite/${encodeURIComponent(code)}`, { schema: ZInvite, signal });
}

export const inviteQuery = (code: string) =>
  queryOptions({
    queryKey: ['invites', code],
    queryFn: ({ signal }) => getInvite(code, signal),
    staleTime: 0,
  });

export function useInvite(code: string, enabled: boolean) {
  return useQuery({ ...inviteQuery(code), enabled });
}
