const base = (slug: string, orderSlug: string) =>
  `/user/online-menu/${encodeURIComponent(slug)}/${encodeURIComponent(orderSlug)}`;

/** Paths of one order's pages (SPEC point 2). */
export const orderPaths = {
  order: (slug: string, orderSlug: string) => `${base(slug, orderSlug)}/order`,
  pickup: (slug: string, orderSlug: string) => `${base(slug, orderSlug)}/pickup`,
  delivery: (slug: string, orderSlug: string) => `${base(slug, orderSlug)}/delivery`,
  checkout: (slug: string, orderSlug: string) => `${base(slug, orderSlug)}/checkout`,
};

/** Where to register from a guest page and come back to it. */
export const registerPath = (next: string) => `/user/app/register?next=${encodeURIComponent(next)}`;
