import { type TQrInfoPage, ZQrInfoPage } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { qrInfoPath, qrPageKey } from './keys';

/** GET /qr-info/{slug}/edit: the page with its blocks and the location blocks, as the builder edits them. */
export function getQrPage(slug: string, signal?: AbortSignal): Promise<TQrInfoPage> {
  return api.get(qrInfoPath(slug, 'edit'), { schema: ZQrInfoPage, signal });
}

export const qrPageQuery = (slug: string) =>
  queryOptions({
    queryKey: qrPageKey(slug),
    queryFn: ({ signal }) => getQrPage(slug, signal),
  });

export function useQrPage(slug: string) {
  return useQuery(qrPageQuery(slug));
}
