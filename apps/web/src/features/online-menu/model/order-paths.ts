const base = (slug: string, orderSlug: string) =>
  `/user/online-menu/${encodeURIComponent(slug)}/${encodeURIComponent(orderSlug)}`;

/** Paths of one order's pages (SPEC point 2). */
export const orderPaths = {
  order: (slug: string, orderSlug: string) => `${base(slug, orderSlug)}/order`,
  pickup: (slug: string, orderSlug: string) => `${base(slug, orderSlug)}/pickup`,
  delivery: (slug: string, orderSlug: string) => `${base(slug, orderSlug)}/delivery`,
  checkout: (slug: string, orderSlug: string) => `${base(slug, orderSlug)}/checkout`,
};
