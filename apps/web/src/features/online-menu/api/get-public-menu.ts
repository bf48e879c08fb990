import { ZPublicMenu } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getPublicMenu(slug: string, signal?: AbortSignal) {
  return api.get(`/online-menu/public/${encodeURIComponent(slug)}`, { schema: ZPublicMenu, signal });
}

export const publicMenuQuery = (slug: string) =>
  queryOptions({
    queryKey: ['online-menu', 'public', slug],
    queryFn: ({ signal }) => getPublicMenu(slug, signal),
  });

export function usePublicMenu(slug: string) {
  return useQuery(publicMenuQuery(slug));
}
