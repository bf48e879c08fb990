import type { TPaymentProvider } from '@guestloop/contracts';
import type { Config } from '../../config';
import { createMyposAdapter } from './mypos';
import { createPaypalAdapter } from './paypal';
import { createStripeAdapter } from './stripe';
import { testAdapter } from './test-provider';
import type { PaymentAdapter } from './types';

export type {
  CheckoutRequest,
  PaymentAdapter,
  ProviderPayment,
  ProviderSettings,
  WalletKind,
} from './types';
export { PaymentProviderError } from './types';

export type PaymentAdapters = Partial<Record<TPaymentProvider, PaymentAdapter>>;

export function createPaymentAdapters(config: Config): PaymentAdapters {
  return {
    test: testAdapter,
    stripe: createStripeAdapter(config.STRIPE_API_URL),
    paypal: createPaypalAdapter(config.PAYPAL_API_URL),
    mypos: createMyposAdapter(config.MYPOS_API_URL),
  };
}
