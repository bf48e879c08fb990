import type { TOrder } from '@guestloop/contracts';
import { addEnglishPack } from '@/test/render';
import enGuestPay from '../../../../../api/src/modules/i18n/locales/en/guest-pay.json';
import { makeMenu } from './menu-fixture';

export const ORDER_SLUG = 'k7m2p9q4r8t3';
export const MENU_ROUTE = { 'GET /api/v1/online-menu/public/linden-cafe': { body: makeMenu() } };

/** A table order at Linden Café: two lattes with choices, unpaid. */
export function makeOrder(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    slug: ORDER_SLUG,
    number: 42,
    menuSlug: 'linden-cafe',
    type: 'table',
    status: 'new',
    tableLabel: '3',
    currency: 'EUR',
    lines: [
      {
        itemId: '00000000-0000-4000-8000-000000000001',
        title: 'Latte',
        option: 'Large',
        addons: [{ group: 'Milk', name: 'Oat milk', price: 50 }],
        note: null,
        quantity: 2,
        unitPrice: 500,
        total: 1000,
      },
    ],
    subtotal: 1000,
    tips: 150,
    deliveryAmount: 0,
    bonusSpent: 0,
    total: 1150,
    paid: false,
    paymentMethod: null,
    needReceipt: false,
    cashRequestedAt: null,
    cashAmount: null,
    note: null,
    contact: null,
    deliveryInfo: null,
    createdAt: '2025-05-01T12:00:00.000Z',
    statusChangedAt: '2025-05-01T12:00:00.000Z',
    ...overrides,
  };
}

export function addPayWords() {
  addEnglishPack('guest-pay', enGuestPay);
}

export const payResult = (status: 'pending' | 'paid' | 'failed', provider = 'test') => ({
  body: { orderSlug: ORDER_SLUG, status, paid: status === 'paid', provider },
});

/** Loads the lazy page modules once, so a file's first test does not wait on their transform. */
export async function preloadPayPages() {
  await Promise.all([
    import('../routes/payment/checkout-page'),
    import('../routes/payment/pay-result-page'),
    import('../routes/payment/stripe-capture-page'),
    import('../routes/payment/test-checkout-page'),
    import('../routes/profile/profile-page'),
    import('../routes/profile/bonuses-page'),
    import('../routes/order/order-page').catch(() => undefined),
  ]);
}
