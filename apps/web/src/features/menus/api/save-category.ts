import {
  type TCreateMenuCategoryBody,
  type TMenuCategoryInfo,
  type TUpdateMenuCategoryBody,
  ZMenuCategoryInfo,
} from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshMenu } from './menu-cache';

const base = (slug: string) => `/online-menu/edit/${encodeURIComponent(slug)}`;

/** POST …/create-category: added at the end (of the root, or of `parentId`'s sub-categories). */
export function createCategory(slug: string, body: TCreateMenuCategoryBody): Promise<TMenuCategoryInfo> {
  return api.post(`${base(slug)}/create-category`, body, { schema: ZMenuCategoryInfo });
}

/** POST …/category/{categoryId}: fields left out are kept. */
export function updateCategory(
  slug: string,
  categoryId: string,
  body: TUpdateMenuCategoryBody,
): Promise<TMenuCategoryInfo> {
  return api.post(`${base(slug)}/category/${encodeURIComponent(categoryId)}`, body, {
    schema: ZMenuCategoryInfo,
  });
}

/**
 * POST /online-menu/edit-category/{slug}/image-background: imageId null removes the image.
 * Quiet like every image set (SPEC point 8): false when the image was not changed.
 */
export function setCategoryImage(
  slug: string,
  categoryId: string,
  imageId: string | null,
): Promise<TMenuCategoryInfo | false> {
  return api.post(
    `/online-menu/edit-category/${encodeURIComponent(slug)}/image-background`,
    { categoryId, imageId },
    { schema: ZMenuCategoryInfo, quiet: true },
  );
}

export interface SaveCategoryInput {
  /** Undefined creates a category. */
  id?: string;
  body: TCreateMenuCategoryBody;
  /** A new image id, null to remove it, undefined to leave it as it is. */
  imageId?: string | null;
}

/** The saved category, and whether its picked image was set too (the category is saved either way). */
export interface SavedCategory {
  category: TMenuCategoryInfo;
  imageSaved: boolean;
}

/** Creates or changes a category, then sets its image when one was picked. */
export function useSaveCategory(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, imageId }: SaveCategoryInput): Promise<SavedCategory> => {
      const saved = id
        ? await updateCategory(slug, id, { title: body.title, subTitle: body.subTitle })
        : await createCategory(slug, body);
      if (imageId === undefined) return { category: saved, imageSaved: true };
      const withImage = await setCategoryImage(slug, saved.id, imageId);
      return withImage ? { category: withImage, imageSaved: true } : { category: saved, imageSaved: false };
    },
    onSettled: () => refreshMenu(queryClient, slug),
  });
}
