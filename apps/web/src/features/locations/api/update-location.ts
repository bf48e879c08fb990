import {
  type TLocation,
  type TLocationTree,
  type TUpdateLocationBody,
  ZLocation,
} from '@guestloop/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { LOCATION_LIST_KEY, LOCATION_TREE_KEY } from '@/entities/locations';
import { api } from '@/lib/api-client';
import { updateNode } from '../components/tree-model';
import { locationKey } from './get-location';

/** POST /location/{id}/update: fields left out are kept; a settings section sent replaces it. */
export function updateLocation(id: string, body: TUpdateLocationBody): Promise<TLocation> {
  return api.post(`/location/${encodeURIComponent(id)}/update`, body, { schema: ZLocation });
}

/** A changed location into the caches: its own record and its node of the tree; the list (names, pictures) is re-read. */
export function storeLocation(queryClient: QueryClient, location: TLocation): void {
  queryClient.setQueryData(locationKey(location.id), location);
  queryClient.setQueryData<TLocationTree>(LOCATION_TREE_KEY, (tree) =>
    tree ? { ...tree, locations: updateNode(tree.locations, location) } : tree,
  );
  void queryClient.invalidateQueries({ queryKey: LOCATION_LIST_KEY });
}

export function useUpdateLocation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateLocationBody) => updateLocation(id, body),
    onSuccess: (location) => {
      storeLocation(queryClient, location);
      void queryClient.invalidateQueries({ queryKey: LOCATION_TREE_KEY });
    },
  });
}
