import { type TStructure, ZStructure } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The signed-in user's company record (the company section keeps its location tree under this key too). */
export const COMPANY_KEY = ['structure'] as const;

/** GET /structure: the signed-in user's company (open to every staff member). */
export function getCompany(signal?: AbortSignal): Promise<TStructure> {
  return api.get('/structure', { schema: ZStructure, signal });
}

export const companyQuery = queryOptions({
  queryKey: COMPANY_KEY,
  queryFn: ({ signal }) => getCompany(signal),
});

/** The company; `enabled: false` (a user without a company) does not ask. */
export function useCompany({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...companyQuery, enabled });
}
