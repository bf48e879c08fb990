import { ZPaymentSettings } from '@guestloop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { answerOf, api } from '@/lib/api-client';

/** Every payment settings query lives under this key (the payments section's refunds and bonus program too). */
export const PAYMENT_SETTINGS_KEY = ['payment-settings'] as const;
/** The one key of a menu's providers: saving a provider's settings writes it. */
export const providersKey = (menuSlug: string) => [...PAYMENT_SETTINGS_KEY, 'providers', menuSlug] as const;
export const settingsPath = (menuSlug: string) => `/payment/menu/${encodeURIComponent(menuSlug)}`;

/** A provider's settings as the console reads them (a provider this build does not know keeps its switch). */
export const ZProviderSettings = ZPaymentSettings.extend({ provider: z.string() });
export type ProviderSettings = z.infer<typeof ZProviderSettings>;
const ZProviderSettingsList = z.object({ items: z.array(ZProviderSettings) });

/**
 * GET /payment/menu/{slug}/payment-info-all: every provider's settings for the menu, secrets as
 * "set". Quiet like every payment-info call (SPEC point 8): false when it failed.
 */
export function getPaymentSettings(menuSlug: string, signal?: AbortSignal) {
  return api.get(`${settingsPath(menuSlug)}/payment-info-all`, {
    schema: ZProviderSettingsList,
    signal,
    quiet: true,
  });
}

/** A page cannot be shown without the settings: a failed call is the query's failure (Try again). */
export const paymentSettingsQuery = (menuSlug: string) =>
  queryOptions({
    queryKey: providersKey(menuSlug),
    queryFn: async ({ signal }) => answerOf(await getPaymentSettings(menuSlug, signal), 'payment-info-all'),
  });

export function usePaymentSettings(menuSlug: string) {
  return useQuery(paymentSettingsQuery(menuSlug));
}
