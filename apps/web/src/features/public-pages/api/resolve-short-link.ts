import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { isObject } from '@/lib/store';

const ZShortRoute = z.looseObject({ slug: z.string(), data: z.unknown() });

/** Where a short route points: a path of this app, or an http(s) address; null when neither. */
export function shortLinkTarget(data: unknown): string | null {
  const candidates = isObject(data) ? [data.url, data.path, data.to, data.target] : [data];
  for (const value of candidates) {
    if (typeof value !== 'string') continue;
    const target = value.trim();
    if (target.startsWith('/') && !target.startsWith('//')) return target;
    if (/^https?:\/\//i.test(target)) return target;
  }
  return null;
}

export const shortLinkQuery = (slug: string) =>
  queryOptions({
    queryKey: ['short-route', slug],
    queryFn: async ({ signal }) => {
      const route = await api.get(`/public/${encodeURIComponent(slug)}/short`, {
        schema: ZShortRoute,
        signal,
      });
      return shortLinkTarget(route.data);
    },
    staleTime: 0,
  });

export function useShortLink(slug: string) {
  return useQuery(shortLinkQuery(slug));
}
