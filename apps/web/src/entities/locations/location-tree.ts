import { type TLocationTree, ZLocationTree } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The key of the company with its locations nested. It lives under the company record's key
 * (`['structure']`), so a change to the company (its name heads the tree) refreshes it too.
 */
export const LOCATION_TREE_KEY = ['structure', 'tree'] as const;

/** GET /tree: the company with its locations nested under their parents, each level by name. */
export function getLocationTree(signal?: AbortSignal): Promise<TLocationTree> {
  return api.get('/tree', { schema: ZLocationTree, signal });
}

export const locationTreeQuery = queryOptions({
  queryKey: LOCATION_TREE_KEY,
  queryFn: ({ signal }) => getLocationTree(signal),
});

export function useLocationTree() {
  return useQuery(locationTreeQuery);
}
