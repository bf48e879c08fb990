import { ZOk } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { IMAGES_KEY } from '@/lib/images';

/** DELETE /image/{id}: the image and all its copies. */
export function deleteImage(id: string) {
  return api.delete(`/image/${encodeURIComponent(id)}`, { schema: ZOk });
}

export function useDeleteImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteImage(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMAGES_KEY }),
  });
}
