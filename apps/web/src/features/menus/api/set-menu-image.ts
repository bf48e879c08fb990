import { type TMenuInfo, ZMenuInfo } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeMenuInfo } from './update-menu';

export type MenuImageKind = 'logo' | 'background';

const PATHS: Record<MenuImageKind, { set: string; remove: string }> = {
  logo: { set: 'image-logo', remove: 'logo-image' },
  background: { set: 'image-background', remove: 'background-image' },
};

export interface SetMenuImageInput {
  kind: MenuImageKind;
  /** An image of the company's media library; null removes it (the image stays in the library). */
  imageId: string | null;
}

/**
 * POST /online-menu/edit/{slug}/image-logo|image-background, or DELETE …/logo-image|background-image.
 * Quiet like every image set (SPEC point 8): false when the image was not changed.
 */
export function setMenuImage(slug: string, { kind, imageId }: SetMenuImageInput): Promise<TMenuInfo | false> {
  const base = `/online-menu/edit/${encodeURIComponent(slug)}`;
  return imageId === null
    ? api.delete(`${base}/${PATHS[kind].remove}`, { schema: ZMenuInfo, quiet: true })
    : api.post(`${base}/${PATHS[kind].set}`, { imageId }, { schema: ZMenuInfo, quiet: true });
}

export function useSetMenuImage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetMenuImageInput) => setMenuImage(slug, input),
    onSuccess: (info) => {
      if (info) storeMenuInfo(queryClient, slug, info);
    },
  });
}
