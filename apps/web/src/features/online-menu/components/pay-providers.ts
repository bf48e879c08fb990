import type { TPaymentProvider } from '@guestloop/contracts';
import type { ComponentType } from 'react';
import { CardMark, PaypalMark, TerminalMark, TestMark } from './pay-provider-marks';

/** One way of paying online that a menu can switch on. */
export interface PaymentProviderEntry {
  /** As GET /payment/menu/{slug}/payment-info names it. */
  id: TPaymentProvider;
  /** POST {orderSlug} here answers where to send the guest (see api/pay-checkout). */
  checkoutPath: string;
  Mark: ComponentType;
  /** `guest-pay` keys of the button's two lines. */
  titleKey: string;
  hintKey: string;
}

/**
 * Every provider the checkout knows, in the order the guest sees them; a menu shows those it
 * enables. A new provider is one more entry here (and its two words in `guest-pay`).
 */
export const PAYMENT_PROVIDER_LIST: readonly PaymentProviderEntry[] = [
  {
    id: 'stripe',
    checkoutPath: '/stripe/menu/checkout',
    Mark: CardMark,
    titleKey: 'providers.stripe.title',
    hintKey: 'providers.stripe.hint',
  },
  {
    id: 'paypal',
    checkoutPath: '/paypal/menu/checkout',
    Mark: PaypalMark,
    titleKey: 'providers.paypal.title',
    hintKey: 'providers.paypal.hint',
  },
  {
    id: 'mypos',
    checkoutPath: '/my-pos/menu/checkout',
    Mark: TerminalMark,
    titleKey: 'providers.mypos.title',
    hintKey: 'providers.mypos.hint',
  },
  {
    id: 'test',
    checkoutPath: '/test/menu/checkout',
    Mark: TestMark,
    titleKey: 'providers.test.title',
    hintKey: 'providers.test.hint',
  },
];

export function enabledProviders(enabled: readonly TPaymentProvider[]): PaymentProviderEntry[] {
  return PAYMENT_PROVIDER_LIST.filter((provider) => enabled.includes(provider.id));
}
