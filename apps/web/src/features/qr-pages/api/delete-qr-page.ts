import type { TQrInfoList } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { qrInfoPath, qrPageListKey } from './keys';

/** DELETE /qr-info/{slug}: the page goes with its blocks (204). */
export function deleteQrPage(slug: string): Promise<unknown> {
  return api.delete(qrInfoPath(slug));
}

export function useDeleteQrPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQrPage,
    onSuccess: (_ok, slug) => {
      queryClient.setQueryData<TQrInfoList>(qrPageListKey, (list) =>
        list ? { items: list.items.filter((item) => item.slug !== slug) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: qrPageListKey });
    },
  });
}
