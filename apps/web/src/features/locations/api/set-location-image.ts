import { type TLocation, ZLocation } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeLocation } from './update-location';

/** The location's picture (`image`) or its background (`background-image`). */
export type LocationImageKind = 'image' | 'background-image';

export interface SetLocationImageInput {
  kind: LocationImageKind;
  /** An image of the company's media library; null removes the picture (the image itself stays). */
  imageId: string | null;
}

/**
 * POST /location/{id}/set-image|set-background-image {imageId}, or DELETE /location/{id}/image|background-image.
 * Quiet like every image set (SPEC point 8): false when the image was not changed.
 */
export function setLocationImage(
  id: string,
  { kind, imageId }: SetLocationImageInput,
): Promise<TLocation | false> {
  const base = `/location/${encodeURIComponent(id)}`;
  return imageId === null
    ? api.delete(`${base}/${kind}`, { schema: ZLocation, quiet: true })
    : api.post(`${base}/set-${kind}`, { imageId }, { schema: ZLocation, quiet: true });
}

export function useSetLocationImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetLocationImageInput) => setLocationImage(id, input),
    onSuccess: (location) => {
      if (location) storeLocation(queryClient, location);
    },
  });
}
