import { type TSetImageBody, type TStructure, ZStructure } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeStructure } from './update-structure';

/**
 * POST /structure/set-image {imageId}: the logo from the media library; null removes it. Quiet
 * like every image set (SPEC point 8): false when the logo was not changed.
 */
export function setStructureLogo(body: TSetImageBody): Promise<TStructure | false> {
  return api.post('/structure/set-image', body, { schema: ZStructure, quiet: true });
}

export function useSetStructureLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStructureLogo,
    onSuccess: (structure) => {
      if (structure) storeStructure(queryClient, structure);
    },
  });
}
