import { ZPaymentSettings } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { providersKey, settingsPath } from './keys';

/** A provider's settings as the page reads them (a provider this build does not know keeps its switch). */
export const ZProviderSettings = ZPaymentSettings.extend({ provider: z.string() });
export type ProviderSettings = z.infer<typeof ZProviderSettings>;
const ZProviderSettingsList = z.object({ items: z.array(ZProviderSettings) });

/** GET /payment/menu/{slug}/payment-info-all: every provider's settings for the menu, secrets as "set". */
export function getPaymentSettings(menuSlug: string, signal?: AbortSignal) {
  return api.get(`${settingsPath(menuSlug)}/payment-info-all`, { schema: ZProviderSettingsList, signal });
}

export const paymentSettingsQuery = (menuSlug: string) =>
  queryOptions({
    queryKey: providersKey(menuSlug),
    queryFn: ({ signal }) => getPaymentSettings(menuSlug, signal),
  });

export function usePaymentSettings(menuSlug: string) {
  return useQuery(paymentSettingsQuery(menuSlug));
}
