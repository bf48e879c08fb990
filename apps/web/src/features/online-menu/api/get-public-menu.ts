import { ZPublicMenu } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { noteServedFresh } from '@/lib/service-worker';
import { prerenderedMenu } from './prerendered-menu';

export function getPublicMenu(slug: string, signal?: AbortSignal) {
  // The service worker says so again if this answer comes from its saved copy.
  noteServedFresh(slug);
  return api.get(`/online-menu/public/${encodeURIComponent(slug)}`, { schema: ZPublicMenu, signal });
}

export const publicMenuQuery = (slug: string) =>
  queryOptions({
    queryKey: ['online-menu', 'public', slug],
    queryFn: ({ signal }) => getPublicMenu(slug, signal),
    // The answer is revalidated by ETag; one load per screen visit is plenty.
    staleTime: 60_000,
    // A pre-rendered page carries the menu the server read for it: as fresh as a fetch made now,
    // so it is revalidated like one (after staleTime).
    initialData: () => prerenderedMenu(slug),
  });

export function usePublicMenu(slug: string) {
  return useQuery(publicMenuQuery(slug));
}
