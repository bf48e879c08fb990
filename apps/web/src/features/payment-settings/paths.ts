/** Pages of this feature under the console, and the pages it links to (by path, never by import). */
export const paymentSettingsPath = (menuSlug: string) =>
  `/user/app/menus/${encodeURIComponent(menuSlug)}/payments`;
export const BONUS_PROGRAM_PATH = '/user/app/bonus-program';
export const menuEditorPath = (menuSlug: string) => `/user/app/menus/${encodeURIComponent(menuSlug)}`;
export const MENUS_PATH = '/user/app/menus';

/** What Stripe calls when a payment settles: the menu's own webhook (one signing secret per menu). */
export const stripeWebhookUrl = (origin: string, menuSlug: string) =>
  `${origin}/api/v1/stripe/webhook/${encodeURIComponent(menuSlug)}`;
