import { ZOk } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pagesKey, pagesPath } from './keys';

export interface DeleteMenuPageInput {
  menuSlug: string;
  pageSlug: string;
}

/** DELETE /online-menu/edit/{slug}/pages/{pageSlug}. */
export function deleteMenuPage({ menuSlug, pageSlug }: DeleteMenuPageInput) {
  return api.delete(`${pagesPath(menuSlug)}/${encodeURIComponent(pageSlug)}`, { schema: ZOk });
}

export function useDeleteMenuPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMenuPage,
    onSuccess: (_ok, { menuSlug }) => queryClient.invalidateQueries({ queryKey: pagesKey(menuSlug) }),
  });
}
