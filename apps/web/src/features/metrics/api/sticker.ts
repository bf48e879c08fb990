import {
  type TCreateQrStickerBody,
  type TQrSticker,
  type TQrStickerFormat,
  type TSaveQrStickerBody,
  ZQrSticker,
} from '@guestloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { METRIC_LIST_KEY } from '@/entities/metrics';
import { api, buildUrl } from '@/lib/api-client';
import { stickerKey } from './keys';

/** GET /qr-sticker/{slug}: the sticker's settings, the page it opens and its SVG preview. */
export function getSticker(slug: string, signal?: AbortSignal): Promise<TQrSticker> {
  return api.get(`/qr-sticker/${encodeURIComponent(slug)}`, { schema: ZQrSticker, signal });
}

export const stickerQuery = (slug: string) =>
  queryOptions({ queryKey: stickerKey(slug), queryFn: ({ signal }) => getSticker(slug, signal) });

export function useSticker(slug: string) {
  return useQuery(stickerQuery(slug));
}

/** POST /qr-sticker/{slug}: call to action and accent colour (kept in the metric's content). */
export function saveSticker(slug: string, body: TSaveQrStickerBody): Promise<TQrSticker> {
  return api.post(`/qr-sticker/${encodeURIComponent(slug)}`, body, { schema: ZQrSticker });
}

export function useSaveSticker(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveQrStickerBody) => saveSticker(slug, body),
    onSuccess: (sticker) => {
      queryClient.setQueryData(stickerKey(slug), sticker);
      // The settings live in the metric's content, which the editor saves whole.
      void queryClient.invalidateQueries({ queryKey: METRIC_LIST_KEY });
    },
  });
}

/** POST /qr-sticker/create: the sticker of a location's metric of the type, made when it has none. */
export function createSticker(body: TCreateQrStickerBody): Promise<TQrSticker> {
  return api.post('/qr-sticker/create', body, { schema: ZQrSticker });
}

export function useCreateSticker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSticker,
    onSuccess: (sticker) => {
      queryClient.setQueryData(stickerKey(sticker.metricSlug), sticker);
      void queryClient.invalidateQueries({ queryKey: METRIC_LIST_KEY });
    },
  });
}

/**
 * The printable document's address (the session cookie opens it): one sticker, or with
 * `groupId` an A4 sheet with one sticker per table of that group.
 */
export function stickerFileUrl(slug: string, format: TQrStickerFormat, groupId?: string | null): string {
  return buildUrl(`/qr-sticker/${encodeURIComponent(slug)}/print.${format}`, {
    groupId: groupId ?? undefined,
  });
}
