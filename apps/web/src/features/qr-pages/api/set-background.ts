import { ZQrInfoPage } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { qrInfoPath, qrPageKey } from './keys';
import { storeQrPage } from './qr-page-cache';

/**
 * POST /qr-info/{slug}/edit/image-background {imageId} (an image of the media library), or DELETE
 * to remove it. Quiet like every image set (SPEC point 8): false when the image was not changed.
 */
export function setQrBackground(slug: string, imageId: string | null): Promise<unknown> {
  const path = qrInfoPath(slug, 'edit', 'image-background');
  return imageId === null ? api.delete(path, { quiet: true }) : api.post(path, { imageId }, { quiet: true });
}

export function useSetQrBackground(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string | null) => setQrBackground(slug, imageId),
    onSuccess: (answer) => {
      if (answer === false) return;
      const page = ZQrInfoPage.safeParse(answer);
      if (page.success) storeQrPage(queryClient, page.data);
      else void queryClient.invalidateQueries({ queryKey: qrPageKey(slug) });
    },
  });
}
