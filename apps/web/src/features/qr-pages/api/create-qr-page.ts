import { type TCreateQrInfoBody, type TQrInfoPage, ZQrInfoPage } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { qrPageListKey } from './keys';
import { storeQrPage } from './qr-page-cache';

/** POST /qr-info/create: a new page for the location (titled by the location when no title is given). */
export function createQrPage(body: TCreateQrInfoBody): Promise<TQrInfoPage> {
  return api.post('/qr-info/create', body, { schema: ZQrInfoPage });
}

export function useCreateQrPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQrPage,
    onSuccess: (page) => {
      storeQrPage(queryClient, page);
      void queryClient.invalidateQueries({ queryKey: qrPageListKey });
    },
  });
}
