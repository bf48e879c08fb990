import { PAYMENT_SETTINGS_KEY } from '@/entities/payment-settings';

/** Query keys of the payment settings feature (a menu's providers are the shared `@/entities/payment-settings`). */
export { PAYMENT_SETTINGS_KEY, providersKey, settingsPath } from '@/entities/payment-settings';
export const BONUS_PROGRAM_KEY = [...PAYMENT_SETTINGS_KEY, 'bonus-program'] as const;

/** The company's payments still to give back (every menu's). */
export const REFUNDS_KEY = [...PAYMENT_SETTINGS_KEY, 'refunds'] as const;
export const refundPath = (paymentId: string) => `/online-menu/payments/${encodeURIComponent(paymentId)}`;
