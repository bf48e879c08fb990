/** Query keys of the payment settings feature. */
export const PAYMENT_SETTINGS_KEY = ['payment-settings'] as const;
export const providersKey = (menuSlug: string) => [...PAYMENT_SETTINGS_KEY, 'providers', menuSlug] as const;
export const BONUS_PROGRAM_KEY = [...PAYMENT_SETTINGS_KEY, 'bonus-program'] as const;

export const settingsPath = (menuSlug: string) => `/payment/menu/${encodeURIComponent(menuSlug)}`;
/** The company's payments still to give back (every menu's). */
export const REFUNDS_KEY = [...PAYMENT_SETTINGS_KEY, 'refunds'] as const;
export const refundPath = (paymentId: string) => `/online-menu/payments/${encodeURIComponent(paymentId)}`;
