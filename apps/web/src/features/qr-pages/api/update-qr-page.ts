import { type TEditQrInfoBody, type TQrInfoList, type TQrInfoPage, ZQrInfoPage } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { qrInfoPath, qrPageKey, qrPageListKey } from './keys';
import { storeQrPage } from './qr-page-cache';

/** POST /qr-info/{slug}/edit: fields left out are kept; the block lists sent replace the stored ones. */
export function updateQrPage(slug: string, body: TEditQrInfoBody): Promise<TQrInfoPage> {
  return api.post(qrInfoPath(slug, 'edit'), body, { schema: ZQrInfoPage });
}

export function useUpdateQrPage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TEditQrInfoBody) => updateQrPage(slug, body),
    onSuccess: (page) => storeQrPage(queryClient, page),
  });
}

/** POST /qr-info/{slug}/edit/active: guests can open an active page only. */
export function setQrPageActive(slug: string, isActive: boolean): Promise<TQrInfoPage> {
  return api.post(qrInfoPath(slug, 'edit', 'active'), { isActive }, { schema: ZQrInfoPage });
}

/** The active switch moves at once (builder and list) and springs back if the call fails. */
export function useSetQrPageActive(page: Pick<TQrInfoPage, 'id' | 'slug'>) {
  const queryClient = useQueryClient();
  const { id, slug } = page;
  return useMutation({
    mutationFn: (isActive: boolean) => setQrPageActive(slug, isActive),
    onMutate: (isActive) => {
      const one = queryClient.getQueryData<TQrInfoPage>(qrPageKey(slug));
      const list = queryClient.getQueryData<TQrInfoList>(qrPageListKey);
      if (one) queryClient.setQueryData(qrPageKey(slug), { ...one, isActive });
      if (list)
        queryClient.setQueryData(qrPageListKey, {
          items: list.items.map((item) => (item.id === id ? { ...item, isActive } : item)),
        });
      return () => {
        if (one) queryClient.setQueryData(qrPageKey(slug), one);
        if (list) queryClient.setQueryData(qrPageListKey, list);
      };
    },
    onError: (_error, _input, undo) => undo?.(),
    onSuccess: (saved) => storeQrPage(queryClient, saved),
  });
}
