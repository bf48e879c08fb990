import {
  type TDeletedMenuCategory,
  type TMenuConflict,
  ZDeletedMenuCategory,
  ZMenuConflict,
} from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { refreshMenu } from './menu-cache';

export interface DeleteCategoryInput {
  categoryId: string;
  /** Also delete its sub-categories and items. */
  confirm?: boolean;
}

/**
 * DELETE …/delete-category/{categoryId}. A category with sub-categories or items answers 409
 * CONFLICT `has-dependents` with their counts, unless `?confirm=true`.
 */
export function deleteCategory(
  slug: string,
  { categoryId, confirm }: DeleteCategoryInput,
): Promise<TDeletedMenuCategory> {
  return api.delete(
    `/online-menu/edit/${encodeURIComponent(slug)}/delete-category/${encodeURIComponent(categoryId)}`,
    { query: confirm ? { confirm: 'true' } : undefined, schema: ZDeletedMenuCategory },
  );
}

/** The reason of a 409 from a menu call, or null for any other failure. */
export function menuConflict(error: unknown): TMenuConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = ZMenuConflict.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

export function useDeleteCategory(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteCategoryInput) => deleteCategory(slug, input),
    onSuccess: () => refreshMenu(queryClient, slug),
  });
}
