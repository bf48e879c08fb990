import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/title';

const menuPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./routes/menu-page')).MenuPage,
});
const unavailablePage: RouteObject['lazy'] = async () => ({
  Component: (await import('./routes/menu-page')).MenuPageUnavailable,
});

function route(
  path: string,
  title: string,
  extra: Omit<RouteHandle, 'title'> = {},
  lazy = menuPage,
): RouteObject {
  return { path, lazy, handle: { title: `common:titles.${title}`, ...extra } satisfies RouteHandle };
}

/**
 * The customer menu app under /user/online-menu/: SPEC point 2, in the spec's order. Static
 * segments outrank dynamic ones (as in the original router), so /test/checkout never reaches
 * /:slug/categories and /:slug/:orderSlug/stripe/capture wins over the 4-segment table route.
 */
export const onlineMenuRoutes: RouteObject[] = [
  route(':slug/cart', 'cart'),
  route('test/checkout', 'testCheckout', {}, unavailablePage),
  route(':slug/:orderSlug/checkout', 'checkout'),
  route(':slug/:orderSlug/pay-result', 'payResult'),
  route(':slug/:orderSlug/stripe/capture', 'cardCapture'),
  route(':slug/:orderSlug/order', 'order'),
  route(':slug/:orderSlug/delivery', 'delivery', { requiresSignIn: true }),
  route(':slug/:orderSlug/pickup', 'pickup'),
  route(':slug/profile', 'profile', { requiresSignIn: true }),
  route(':slug/profile/bonuses', 'bonuses', { requiresSignIn: true }),
  route(':slug/:locationSlug/:groupSlug/:tableSlug', 'tableMenu'),
  route(':slug', 'menu'),
  route(':slug/categories', 'categories'),
  route(':slug/page/:customPageSlug', 'customPage', { translated: false }),
  route(':slug/admin/orders', 'adminOrders', { translated: false }),
  route('ai/assistant/:id', 'aiAssistant', {}, unavailablePage),
];
