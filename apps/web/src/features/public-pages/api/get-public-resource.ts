import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { PUBLIC_PAGE_KINDS, type PublicPageKind } from '../kinds';

// The heading is all these pages show until their own issues bring the full contracts.
const ZPublicHeader = z.looseObject({ title: z.string().nullish(), subTitle: z.string().nullish() });

export const publicResourceQuery = (kind: PublicPageKind, slug: string) =>
  queryOptions({
    queryKey: ['public-page', kind, slug],
    queryFn: ({ signal }) =>
      api.get(PUBLIC_PAGE_KINDS[kind].endpoint(encodeURIComponent(slug)), { schema: ZPublicHeader, signal }),
  });

export function usePublicResource(kind: PublicPageKind, slug: string) {
  return useQuery(publicResourceQuery(kind, slug));
}
