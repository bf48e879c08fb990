import {
  type TCreateLocationBody,
  type TLocation,
  type TLocationTree,
  ZLocation,
} from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOCATION_LIST_KEY, LOCATION_TREE_KEY } from '@/entities/locations';
import { api } from '@/lib/api-client';
import { insertNode } from '../components/tree-model';
import { locationKey } from './get-location';

export interface CreateLocationInput {
  /** The location the new one goes under; null for a root location (POST /location/create). */
  parentId: string | null;
  body: TCreateLocationBody;
}

/** POST /location/create, or POST /location/{id}/create-sub for a sub-location. */
export function createLocation({ parentId, body }: CreateLocationInput): Promise<TLocation> {
  const path = parentId ? `/location/${encodeURIComponent(parentId)}/create-sub` : '/location/create';
  return api.post(path, body, { schema: ZLocation });
}

/** Puts the new location into the cached tree at once, then refreshes the lists. */
export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLocation,
    onSuccess: async (location) => {
      queryClient.setQueryData(locationKey(location.id), location);
      queryClient.setQueryData<TLocationTree>(LOCATION_TREE_KEY, (tree) =>
        tree ? { ...tree, locations: insertNode(tree.locations, location) } : tree,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: LOCATION_TREE_KEY }),
        queryClient.invalidateQueries({ queryKey: LOCATION_LIST_KEY }),
      ]);
    },
  });
}
