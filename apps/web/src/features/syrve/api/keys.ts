/** Query keys of the Syrve feature: a menu's mapping, by search text. */
export const SYRVE_KEY = ['syrve'] as const;
export const menuProductsKey = (menuSlug: string) => [...SYRVE_KEY, menuSlug] as const;
export const productsKey = (menuSlug: string, q: string) => [...menuProductsKey(menuSlug), q] as const;
export const syrveApiPath = (menuSlug: string) => `/syrve/${encodeURIComponent(menuSlug)}`;
