import { type TLocationTree, ZLocationTree } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Query keys of the company's data. `['structure']` is the company record (its own feature keeps
 * it fresh); the tree lives under it so that a change to the company refreshes the tree too.
 */
export const TREE_KEY = ['structure', 'tree'] as const;
export const LOCATIONS_KEY = ['locations'] as const;

/** GET /tree: the company with its locations nested under their parents, each level by name. */
export function getLocationTree(signal?: AbortSignal): Promise<TLocationTree> {
  return api.get('/tree', { schema: ZLocationTree, signal });
}

export const locationTreeQuery = queryOptions({
  queryKey: TREE_KEY,
  queryFn: ({ signal }) => getLocationTree(signal),
});

export function useLocationTree() {
  return useQuery(locationTreeQuery);
}
