import type { RouteObject } from 'react-router';
import { loadNamespaces } from '@/lib/i18n';
import type { RouteHandle } from '@/lib/title';

const menuPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./routes/menu-page')).MenuPage,
});
const tablePage: RouteObject['lazy'] = async () => ({
  Component: (await import('./routes/menu-page')).TableMenuPage,
});

const categoriesPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./routes/categories-page')).CategoriesPage,
});
const customPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./routes/custom-page')).CustomPage,
});
/** A page of ordering or payment: its module and its words load together, not with the menu. */
function withWords<T>(
  namespaces: string[],
  load: () => Promise<T>,
  pick: (module: T) => React.ComponentType,
) {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: pick(module) };
  };
}
const ORDER_WORDS = ['guest-order'];
const cartPage = withWords(
  ORDER_WORDS,
  () => import('./routes/cart-page'),
  (m) => m.CartPage,
);
const PAY_WORDS = ['guest-order', 'guest-pay'];
const orderPage = withWords(
  [...ORDER_WORDS, 'rating'],
  () => import('./routes/order/order-page'),
  (m) => m.OrderPage,
);
const pickupPage = withWords(
  ORDER_WORDS,
  () => import('./routes/order/pickup-page'),
  (m) => m.PickupPage,
);
const deliveryPage = withWords(
  ORDER_WORDS,
  () => import('./routes/order/delivery-page'),
  (m) => m.DeliveryPage,
);
const checkoutPage = withWords(
  PAY_WORDS,
  () => import('./routes/payment/checkout-page'),
  (m) => m.CheckoutPage,
);
const payResultPage = withWords(
  PAY_WORDS,
  () => import('./routes/payment/pay-result-page'),
  (m) => m.PayResultPage,
);
const stripeCapturePage = withWords(
  PAY_WORDS,
  () => import('./routes/payment/stripe-capture-page'),
  (m) => m.StripeCapturePage,
);
const testCheckoutPage = withWords(
  PAY_WORDS,
  () => import('./routes/payment/test-checkout-page'),
  (m) => m.TestCheckoutPage,
);
const profilePage = withWords(
  PAY_WORDS,
  () => import('./routes/profile/profile-page'),
  (m) => m.ProfilePage,
);
const bonusesPage = withWords(
  PAY_WORDS,
  () => import('./routes/profile/bonuses-page'),
  (m) => m.BonusesPage,
);

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
 * Pages that need sign-in check it themselves (they offer the sign-in in place). The staff
 * board (/:slug/admin/orders) and the AI assistant (/ai/assistant/:id) are staff pages, added by
 * the app's router.
 */
export const onlineMenuRoutes: RouteObject[] = [
  route(':slug/cart', 'cart', cartPage),
  route('test/checkout', 'testCheckout', testCheckoutPage),
  route(':slug/:orderSlug/checkout', 'checkout', checkoutPage),
  route(':slug/:orderSlug/pay-result', 'payResult', payResultPage),
  route(':slug/:orderSlug/stripe/capture', 'cardCapture', stripeCapturePage),
  route(':slug/:orderSlug/order', 'order', orderPage),
  route(':slug/:orderSlug/delivery', 'delivery', deliveryPage, { requiresSignIn: true }),
  route(':slug/:orderSlug/pickup', 'pickup', pickupPage),
  route(':slug/profile', 'profile', profilePage, { requiresSignIn: true }),
  route(':slug/profile/bonuses', 'bonuses', bonusesPage, { requiresSignIn: true }),
  route(':slug/:locationSlug/:groupSlug/:tableSlug', 'tableMenu', tablePage),
  route(':slug', 'menu', menuPage),
  route(':slug/categories', 'categories', categoriesPage),
  route(':slug/page/:customPageSlug', 'customPage', customPage, { translated: false }),
];
