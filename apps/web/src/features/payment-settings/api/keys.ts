/** Query keys of the payment settings feature. */
export const PAYMENT_SETTINGS_KEY = ['payment-settings'] as const;
export const providersKey = (menuSlug: string) => [...PAYMENT_SETTINGS_KEY, 'providers', menuSlug] as const;
export const BONUS_PROGRAM_KEY = [...PAYMENT_SETTINGS_KEY, 'bonus-program'] as const;

export const settingsPath = (menuSlug: string) => `/payment/menu/${encodeURIComponent(menuSlug)}`;
