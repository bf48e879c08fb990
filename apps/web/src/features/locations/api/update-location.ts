import {
  type TLocation,
  type TLocationTree,
  type TUpdateLocationBody,
  ZLocation,
} from '@guestloop/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { updateNode } from '../components/tree-model';
import { locationKey } from './get-location';
import { TREE_KEY } from './get-location-tree';

/** POST /location/{id}/update: fields left out are kept; a settings section sent replaces it. */
export function updateLocation(id: string, body: TUpdateLocationBody): Promise<TLocation> {
  return api.post(`/location/${encodeURIComponent(id)}/update`, body, { schema: ZLocation });
}

/** A changed location into the caches: its own record and its node of the tree. */
export function storeLocation(queryClient: QueryClient, location: TLocation): void {
  queryClient.setQueryData(locationKey(location.id), location);
  queryClient.setQueryData<TLocationTree>(TREE_KEY, (tree) =>
    tree ? { ...tree, locations: updateNode(tree.locations, location) } : tree,
  );
}

export function useUpdateLocation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateLocationBody) => updateLocation(id, body),
    onSuccess: (location) => {
      storeLocation(queryClient, location);
      void queryClient.invalidateQueries({ queryKey: TREE_KEY });
    },
  });
}
