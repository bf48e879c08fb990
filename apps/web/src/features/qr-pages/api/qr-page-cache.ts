import type { TQrInfoList, TQrInfoPage } from '@guestloop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { qrPageKey, qrPageListKey } from './keys';

/** A saved page replaces the builder's copy at once, and its row in the list; the list reads again. */
export function storeQrPage(queryClient: QueryClient, page: TQrInfoPage): void {
  queryClient.setQueryData(qrPageKey(page.slug), page);
  queryClient.setQueryData<TQrInfoList>(qrPageListKey, (list) =>
    list
      ? {
          items: list.items.map((item) =>
            item.id === page.id
              ? {
                  ...item,
                  slug: page.slug,
                  title: page.title,
                  locationId: page.locationId,
                  isActive: page.isActive,
                  updatedAt: page.updatedAt,
                  blocksCount: page.blocks.length,
                }
              : item,
          ),
        }
      : list,
  );
  void queryClient.invalidateQueries({ queryKey: qrPageListKey });
}
