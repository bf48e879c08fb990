import { ZMenuList } from '@guestloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CONTENT_KEY } from './keys';

/**
 * The menu's title for the page heading, from GET /online-menus. That list needs
 * `menus.manage`; without it (or on any failure) the title is null and the slug is shown.
 */
export async function getMenuTitle(menuSlug: string, signal?: AbortSignal): Promise<string | null> {
  const list = await api.get('/online-menus', { schema: ZMenuList, signal, quiet: true });
  if (!list) return null;
  return list.items.find((menu) => menu.slug === menuSlug)?.title ?? null;
}

export function useMenuTitle(menuSlug: string) {
  return useQuery({
    queryKey: [...CONTENT_KEY, 'menu-title', menuSlug],
    queryFn: ({ signal }) => getMenuTitle(menuSlug, signal),
    staleTime: 60_000,
  });
}
