const BASE = '/user/online-menu';
const order = (slug: string, orderSlug: string) =>
  `${BASE}/${encodeURIComponent(slug)}/${encodeURIComponent(orderSlug)}`;

/** Paths of the guest's paying and profile pages. */
export const payPaths = {
  order: (slug: string, orderSlug: string) => `${order(slug, orderSlug)}/order`,
  checkout: (slug: string, orderSlug: string) => `${order(slug, orderSlug)}/checkout`,
  payResult: (slug: string, orderSlug: string) => `${order(slug, orderSlug)}/pay-result`,
  profile: (slug: string) => `${BASE}/${encodeURIComponent(slug)}/profile`,
  bonuses: (slug: string) => `${BASE}/${encodeURIComponent(slug)}/profile/bonuses`,
};

/** A page of this guest app (the test provider's) opens without reloading the app. */
export function isAppPath(url: string): boolean {
  return url.startsWith(`${BASE}/`);
}
