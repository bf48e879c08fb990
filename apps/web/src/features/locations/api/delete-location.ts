import {
  type TDeletedLocations,
  type TLocationConflict,
  type TLocationTree,
  ZDeletedLocations,
  ZLocationConflict,
} from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOCATION_TREE_KEY, LOCATIONS_KEY } from '@/entities/locations';
import { ApiError, api } from '@/lib/api-client';
import { removeNodes } from '../components/tree-model';
import { locationKey } from './get-location';

export interface DeleteLocationInput {
  id: string;
  /** Also delete what depends on it (sub-locations, user assignments). */
  confirm?: boolean;
}

/**
 * DELETE /location/{id}/delete. Without `confirm`, a location with sub-locations or assigned
 * users answers 409 CONFLICT `has-dependents`; the company's last location answers `last-location`.
 */
export function deleteLocation({ id, confirm }: DeleteLocationInput): Promise<TDeletedLocations> {
  return api.delete(`/location/${encodeURIComponent(id)}/delete`, {
    query: confirm ? { confirm: 'true' } : undefined,
    schema: ZDeletedLocations,
  });
}

/** The reason of a 409 from a location call, or null for any other failure. */
export function locationConflict(error: unknown): TLocationConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = ZLocationConflict.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLocation,
    onSuccess: ({ deletedIds }) => {
      queryClient.setQueryData<TLocationTree>(LOCATION_TREE_KEY, (tree) =>
        tree ? { ...tree, locations: removeNodes(tree.locations, deletedIds) } : tree,
      );
      const gone = new Set(deletedIds);
      for (const id of deletedIds) queryClient.removeQueries({ queryKey: locationKey(id) });
      void queryClient.invalidateQueries({ queryKey: LOCATION_TREE_KEY });
      // Every location query but the deleted ones' (gone for good): the shared list and the records left.
      void queryClient.invalidateQueries({
        queryKey: LOCATIONS_KEY,
        predicate: (query) => !gone.has(String(query.queryKey[2])),
      });
    },
  });
}
