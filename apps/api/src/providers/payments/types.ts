import type { TPaymentProvider, TPaymentStatus } from '@guestloop/contracts';

/** A menu's settings for one provider, secrets opened. */
export interface ProviderSettings {
  config: Record<string, string | boolean>;
  secrets: Record<string, string>;
}

export interface CheckoutRequest {
  order: { slug: string; number: number; total: number; currency: string };
  /** Where the provider sends the guest back; `{externalId}` is replaced where supported. */
  successUrl: string;
  cancelUrl: string;
  settings: ProviderSettings;
}

/** What a provider says of a payment: its state and the amount it actually took. */
export interface ProviderPayment {
  status: TPaymentStatus;
  /** Minor units, as the provider reports them; null while unknown. */
  amount: number | null;
  currency: string | null;
}

/**
 * One payment service. `checkout` starts a payment and says where to send the guest;
 * `status` asks the service how a payment stands (also used after its callback, so nothing is
 * trusted from the callback alone but the id).
 */
export interface PaymentAdapter {
  id: TPaymentProvider;
  checkout(request: CheckoutRequest): Promise<{ externalId: string; redirectUrl: string }>;
  status(externalId: string, settings: ProviderSettings): Promise<ProviderPayment>;
}

export class PaymentProviderError extends Error {
  constructor(
    public readonly provider: TPaymentProvider,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
