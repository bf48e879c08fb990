/** The menu pages under the console (/user/app) and the public menu. */
export const MENUS_PATH = '/user/app/menus';
export const menuPath = (slug: string) => `${MENUS_PATH}/${encodeURIComponent(slug)}`;
/** Custom pages and analytics of a menu: pages of their own, linked by URL only. */
export const menuPagesPath = (slug: string) => `${menuPath(slug)}/pages`;
export const menuAnalyticsPath = (slug: string) => `${menuPath(slug)}/analytics`;
export const menuPaymentsPath = (slug: string) => `${menuPath(slug)}/payments`;
/** The menu's items linked to the company's Syrve POS (the syrve feature's page). */
export const menuPosPath = (slug: string) => `${menuPath(slug)}/pos`;
export const publicMenuPath = (slug: string) => `/user/online-menu/${encodeURIComponent(slug)}`;
