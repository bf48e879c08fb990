import type { TQrInfoPublic } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PageOrigin } from '../model/page-origin';

/**
 * GET /qr-info/public/{slug}: the page as a guest sees it now, with the table's or location's
 * blocks when opened from their QR code. 404 when the page is unknown or switched off. The
 * server's own answer, not checked against the contract: no zod on a guest page.
 */
export function getPublicQrInfo(slug: string, origin: PageOrigin, signal?: AbortSignal) {
  return api.get<TQrInfoPublic>(`/qr-info/public/${encodeURIComponent(slug)}`, {
    query: { table: origin.table, location: origin.location },
    signal,
  });
}

export const publicQrInfoQuery = (slug: string, origin: PageOrigin) =>
  queryOptions({
    queryKey: ['qr-page', slug, origin.table ?? null, origin.location ?? null],
    queryFn: ({ signal }) => getPublicQrInfo(slug, origin, signal),
    // Blocks whose time starts later come with a fresh read; those whose time ends are hidden
    // by the page's own clock (components/block-list.tsx).
    staleTime: 5 * 60_000,
  });

export function usePublicQrInfo(slug: string, origin: PageOrigin) {
  return useQuery(publicQrInfoQuery(slug, origin));
}
