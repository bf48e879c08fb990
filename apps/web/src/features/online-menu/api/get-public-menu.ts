import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

// Only what the page shows today; the full menu contract arrives with the menus issue.
const ZPublicMenuHeader = z.looseObject({
  slug: z.string(),
  title: z.string(),
  subTitle: z.string().nullish(),
  language: z.string().optional(),
});
export type TPublicMenuHeader = z.infer<typeof ZPublicMenuHeader>;

export function getPublicMenu(slug: string, signal?: AbortSignal) {
  return api.get(`/online-menu/public/${encodeURIComponent(slug)}`, { schema: ZPublicMenuHeader, signal });
}

export const publicMenuQuery = (slug: string) =>
  queryOptions({
    queryKey: ['online-menu', 'public', slug],
    queryFn: ({ signal }) => getPublicMenu(slug, signal),
  });

export function usePublicMenu(slug: string) {
  return useQuery(publicMenuQuery(slug));
}
