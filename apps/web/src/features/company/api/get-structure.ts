import { type TStructure, ZStructure } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The company record (the shared location tree lives under this key too). */
export const STRUCTURE_KEY = ['structure'] as const;

/** GET /structure: the signed-in user's company. */
export function getStructure(signal?: AbortSignal): Promise<TStructure> {
  return api.get('/structure', { schema: ZStructure, signal });
}

export const structureQuery = queryOptions({
  queryKey: STRUCTURE_KEY,
  queryFn: ({ signal }) => getStructure(signal),
});

export function useStructure() {
  return useQuery(structureQuery);
}
