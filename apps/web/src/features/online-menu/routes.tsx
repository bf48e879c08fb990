import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

const menuPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./routes/menu-page')).MenuPage,
});
const tablePage: RouteObject['lazy'] = async () => ({
  Component: (await import('./routes/menu-page')).TableMenuPage,
});
const cartPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./routes/cart-page')).CartPage,
});
const categoriesPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./routes/categories-page')).CategoriesPage,
});
const customPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./routes/custom-page')).CustomPage,
});
const unavailablePage: RouteObject['lazy'] = async () => ({
  Component: (await import('./routes/unavailable-page')).MenuPageUnavailable,
});

function route(
  path: string,
  title: string,
  lazy: RouteObject['lazy'],
  extra: Omit<RouteHandle, 'title'> = {},
): RouteObject {
  return { path, lazy, handle: { title: `common:titles.${title}`, ...extra } satisfies RouteHandle };
}

/**
 * The customer menu app under /user/online-menu/: SPEC point 2, in the spec's order. Static
 * segments outrank dynamic ones (as in the original router), so /test/checkout never reaches
 * /:slug/categories and /:slug/:orderSlug/stripe/capture wins over the 4-segment table route.
 * Ordering, payment and the customer profile come with their own features; until then those
 * routes say the page is not available.
 */
export const onlineMenuRoutes: RouteObject[] = [
  route(':slug/cart', 'cart', cartPage),
  route('test/checkout', 'testCheckout', unavailablePage),
  route(':slug/:orderSlug/checkout', 'checkout', unavailablePage),
  route(':slug/:orderSlug/pay-result', 'payResult', unavailablePage),
  route(':slug/:orderSlug/stripe/capture', 'cardCapture', unavailablePage),
  route(':slug/:orderSlug/order', 'order', unavailablePage),
  route(':slug/:orderSlug/delivery', 'delivery', unavailablePage, { requiresSignIn: true }),
  route(':slug/:orderSlug/pickup', 'pickup', unavailablePage),
  route(':slug/profile', 'profile', unavailablePage, { requiresSignIn: true }),
  route(':slug/profile/bonuses', 'bonuses', unavailablePage, { requiresSignIn: true }),
  route(':slug/:locationSlug/:groupSlug/:tableSlug', 'tableMenu', tablePage),
  route(':slug', 'menu', menuPage),
  route(':slug/categories', 'categories', categoriesPage),
  route(':slug/page/:customPageSlug', 'customPage', customPage, { translated: false }),
  route(':slug/admin/orders', 'adminOrders', unavailablePage, { translated: false }),
  route('ai/assistant/:id', 'aiAssistant', unavailablePage),
];
