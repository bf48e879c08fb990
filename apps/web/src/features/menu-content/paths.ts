/** The content pages under the console (/user/app), and the public addresses they show. */
export const PRIVACY_POLICIES_PATH = '/user/app/privacy-policies';
export const SHORT_ROUTES_PATH = '/user/app/short-routes';
/** The menu editor (another feature's page): linked by address only. */
export const menuEditorPath = (slug: string) => `/user/app/menus/${encodeURIComponent(slug)}`;
export const menuPagesPath = (slug: string) => `${menuEditorPath(slug)}/pages`;

/** Where guests read a custom page (customer route `/:slug/page/:customPageSlug`). */
export const publicPagePath = (menuSlug: string, pageSlug: string) =>
  `/user/online-menu/${encodeURIComponent(menuSlug)}/page/${encodeURIComponent(pageSlug)}`;
/** The public address of a privacy policy (GET /customer/privacy-policy/{slug}). */
export const publicPolicyPath = (slug: string) =>
  `/api/v1/customer/privacy-policy/${encodeURIComponent(slug)}`;
export const shortLinkPath = (slug: string) => `/s/${encodeURIComponent(slug)}`;
/** A path of this site as a full address to share. */
export const absolute = (path: string) => `${window.location.origin}${path}`;
