/** This feature's page and the pages it links to (by path, never by import). */
export const syrvePath = (menuSlug: string) => `/user/app/menus/${encodeURIComponent(menuSlug)}/pos`;
export const menuEditorPath = (menuSlug: string) => `/user/app/menus/${encodeURIComponent(menuSlug)}`;
export const MENUS_PATH = '/user/app/menus';
export const INTEGRATIONS_PATH = '/user/app/integrations';
