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
  /** Where the provider posts its server-to-server notice of the payment (myPOS URL_Notify). */
  notifyUrl: string;
  /**
   * A page of ours that carries the guest on to the provider (`{externalId}` replaced), for
   * providers that take a posted form rather than a link.
   */
  formPageUrl: string;
  settings: ProviderSettings;
}

export type WalletKind = 'google-pay' | 'apple-pay';

/** A payment made at once with a wallet token from the guest's browser (Google Pay, Apple Pay). */
export interface WalletRequest {
  kind: WalletKind;
  /** Our id of this payment, made (and stored) before the provider is asked. */
  externalId: string;
  order: CheckoutRequest['order'];
  /** The token as the wallet's sheet gave it (JSON text). */
  token: string;
  settings: ProviderSettings;
}

/** What a provider says of a payment: its state and the amount it actually took. */
export interface ProviderPayment {
  status: TPaymentStatus;
  /** Minor units, as the provider reports them; null while unknown. */
  amount: number | null;
  currency: string | null;
  /** The service's reference of the money taken, kept where a later call needs it (myPOS IPC_Trnref). */
  reference?: string | null;
}

/** A payment to give back, as stored: its ids with the service and what it asked for. */
export interface RefundTarget {
  externalId: string;
  /** `ProviderPayment.reference` as stored; null for a service that needs none, or before one came. */
  reference: string | null;
  /** Minor units. */
  amount: number;
  currency: string;
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
  /** Wallet payments, settled by their answer; absent for providers without them. */
  walletPay?(request: WalletRequest): Promise<ProviderPayment>;
  /**
   * Gives back all the service took for a payment (it came for an order paid already, or for a
   * total that no longer holds). Safe to repeat: the service sees one refund per payment.
   * Absent where the service has no refund call of ours; such payments are left for staff.
   */
  refund?(payment: RefundTarget, settings: ProviderSettings): Promise<void>;
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
