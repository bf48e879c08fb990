import { type TSetImageBody, type TStructure, ZStructure } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeStructure } from './update-structure';

/** POST /structure/set-image {imageId}: the logo from the media library; null removes it. */
export function setStructureLogo(body: TSetImageBody): Promise<TStructure> {
  return api.post('/structure/set-image', body, { schema: ZStructure });
}

export function useSetStructureLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStructureLogo,
    onSuccess: (structure) => storeStructure(queryClient, structure),
  });
}
