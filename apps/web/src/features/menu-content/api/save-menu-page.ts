import { type TMenuPage, type TSaveMenuPageBody, ZMenuPage } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pagesKey, pagesPath } from './keys';

export interface SaveMenuPageInput {
  menuSlug: string;
  /** Without `id` a new page; with it that page is replaced. */
  body: TSaveMenuPageBody;
}

/** POST /online-menu/edit/{slug}/pages: the answer carries the sanitised HTML. */
export function saveMenuPage({ menuSlug, body }: SaveMenuPageInput): Promise<TMenuPage> {
  return api.post(pagesPath(menuSlug), body, { schema: ZMenuPage });
}

export function useSaveMenuPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMenuPage,
    onSuccess: (_page, { menuSlug }) => queryClient.invalidateQueries({ queryKey: pagesKey(menuSlug) }),
  });
}
