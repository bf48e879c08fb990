import { type TQrInfoList, ZQrInfoList } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { qrPageListKey } from './keys';

/** GET /qr-infos: the company's QR pages, newest first, with their counts. */
export function listQrPages(signal?: AbortSignal): Promise<TQrInfoList> {
  return api.get('/qr-infos', { schema: ZQrInfoList, signal });
}

export const qrPageListQuery = queryOptions({
  queryKey: qrPageListKey,
  queryFn: ({ signal }) => listQrPages(signal),
});

export function useQrPageList() {
  return useQuery(qrPageListQuery);
}
