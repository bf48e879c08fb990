import type { TSavePaymentSettingsBody } from '@guestloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ProviderSettings, ZProviderSettings } from './get-payment-settings';
import { providersKey, settingsPath } from './keys';

/** The body as the page sends it; the provider is any the contract lists (myPOS included). */
export type SaveProviderBody = Omit<TSavePaymentSettingsBody, 'provider'> & { provider: string };

/** POST /payment/menu/{slug}/settings: one provider; secrets left out keep the stored ones. */
export function savePaymentSettings(menuSlug: string, body: SaveProviderBody): Promise<ProviderSettings> {
  return api.post(`${settingsPath(menuSlug)}/settings`, body, { schema: ZProviderSettings });
}

export function useSavePaymentSettings(menuSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveProviderBody) => savePaymentSettings(menuSlug, body),
    onSuccess: (saved) =>
      queryClient.setQueryData(providersKey(menuSlug), (list: { items: ProviderSettings[] } | undefined) =>
        list ? { items: list.items.map((item) => (item.provider === saved.provider ? saved : item)) } : list,
      ),
  });
}
