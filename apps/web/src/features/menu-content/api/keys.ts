/** Query keys of the content feature. */
export const CONTENT_KEY = ['menu-content'] as const;
export const pagesKey = (menuSlug: string) => [...CONTENT_KEY, 'pages', menuSlug] as const;
export const POLICIES_KEY = [...CONTENT_KEY, 'policies'] as const;
export const SHORT_ROUTES_KEY = [...CONTENT_KEY, 'short-routes'] as const;

export const pagesPath = (menuSlug: string) => `/online-menu/edit/${encodeURIComponent(menuSlug)}/pages`;
