import type { TQrInfoPublic } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { prerenderedBlock } from '@/lib/prerendered';
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

/** Id of the page's block in a page the API wrote (apps/api/src/modules/qr-info/qr-pages.ts). */
export const QR_DATA_ID = 'gl-public-qr';

/**
 * The page's answer inlined in the page the API wrote, when it is the one asked for: the server
 * writes it only for a link without a table or location.
 */
export function prerenderedQrInfo(slug: string, origin: PageOrigin): TQrInfoPublic | undefined {
  if (origin.table || origin.location) return undefined;
  const page = prerenderedBlock(QR_DATA_ID, (raw) =>
    raw && typeof raw === 'object' && 'blocks' in raw ? (raw as TQrInfoPublic) : null,
  );
  return page?.slug === slug ? page : undefined;
}

export const publicQrInfoQuery = (slug: string, origin: PageOrigin) =>
  queryOptions({
    queryKey: ['qr-page', slug, origin.table ?? null, origin.location ?? null],
    queryFn: ({ signal }) => getPublicQrInfo(slug, origin, signal),
    initialData: () => prerenderedQrInfo(slug, origin),
    // Blocks whose time starts later come with a fresh read; those whose time ends are hidden
    // by the page's own clock (components/block-list.tsx).
    staleTime: 5 * 60_000,
  });

export function usePublicQrInfo(slug: string, origin: PageOrigin) {
  return useQuery(publicQrInfoQuery(slug, origin));
}
