import { type TStructure, type TUpdateStructureBody, type TUser, ZStructure } from '@guestloop/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { LOCATION_TREE_KEY } from '@/entities/locations';
import { api } from '@/lib/api-client';
import { CURRENT_USER_KEY } from '@/lib/session';
import { STRUCTURE_KEY } from './get-structure';

/** POST /structure: name, language, currency or contact settings (fields left out are kept). */
export function updateStructure(body: TUpdateStructureBody): Promise<TStructure> {
  return api.post('/structure', body, { schema: ZStructure });
}

/** A changed company into the caches: its record, the name the top bar shows, the location tree. */
export function storeStructure(queryClient: QueryClient, structure: TStructure): void {
  queryClient.setQueryData(STRUCTURE_KEY, structure);
  queryClient.setQueryData<TUser | null>(CURRENT_USER_KEY, (user) =>
    user?.structure?.id === structure.id
      ? { ...user, structure: { ...user.structure, name: structure.name, slug: structure.slug } }
      : user,
  );
  void queryClient.invalidateQueries({ queryKey: LOCATION_TREE_KEY });
}

export function useUpdateStructure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStructure,
    onSuccess: (structure) => storeStructure(queryClient, structure),
  });
}
