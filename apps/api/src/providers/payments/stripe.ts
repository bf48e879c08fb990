import Stripe from 'stripe';
import { type PaymentAdapter, PaymentProviderError, type ProviderSettings } from './types';

/**
 * Stripe Checkout through the official SDK: one Checkout Session per payment (the order's
 * total as one line), the guest pays on Stripe's page and comes back with the session id.
 * A refund gives back the session's whole PaymentIntent.
 * `apiUrl` points the SDK at another host (tests run a local server speaking Stripe's API).
 */
export function createStripeAdapter(apiUrl?: string): PaymentAdapter {
  const client = (settings: ProviderSettings) => {
    const key = settings.secrets.secretKey;
    if (!key) throw new PaymentProviderError('stripe', 'The Stripe secret key is not set');
    const url = apiUrl ? new URL(apiUrl) : null;
    return new Stripe(key, {
      maxNetworkRetries: 1,
      timeout: 15_000,
      ...(url && {
        host: url.hostname,
        port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
        protocol: url.protocol.replace(':', '') as 'http' | 'https',
      }),
    });
  };

  return {
    id: 'stripe',
    async checkout({ order, successUrl, cancelUrl, settings }) {
      const session = await client(settings).checkout.sessions.create({
        mode: 'payment',
        client_reference_id: order.slug,
        metadata: { orderSlug: order.slug },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: order.currency.toLowerCase(),
              unit_amount: order.total,
              product_data: { name: `Order #${order.number}` },
            },
          },
        ],
        success_url: successUrl.replace('{externalId}', '{CHECKOUT_SESSION_ID}'),
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new PaymentProviderError('stripe', 'Stripe gave no checkout address');
      return { externalId: session.id, redirectUrl: session.url };
    },
    async status(externalId, settings) {
      const session = await client(settings).checkout.sessions.retrieve(externalId);
      const status =
        session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
          ? 'paid'
          : session.status === 'expired'
            ? 'failed'
            : 'pending';
      return {
        status,
        amount: session.amount_total ?? null,
        currency: session.currency ? session.currency.toUpperCase() : null,
      };
    },
    async refund({ externalId }, settings) {
      const stripe = client(settings);
      const session = await stripe.checkout.sessions.retrieve(externalId);
      const intent = session.payment_intent;
      const intentId = typeof intent === 'string' ? intent : intent?.id;
      if (!intentId)
        throw new PaymentProviderError('stripe', 'The Checkout Session has no payment to refund');
      // Without an amount Stripe refunds the whole charge: what the guest actually paid.
      const refund = await stripe.refunds.create(
        { payment_intent: intentId, metadata: { checkoutSession: externalId } },
        { idempotencyKey: `guestloop-refund-${externalId}` },
      );
      if (refund.status !== 'succeeded' && refund.status !== 'pending')
        throw new PaymentProviderError('stripe', `Stripe answered the refund with ${refund.status}`);
    },
  };
}

/**
 * A Stripe webhook's event, its signature checked with the menu's signing secret (the SDK's own
 * check: HMAC over the raw body, with a timestamp tolerance against replays of old events).
 */
export function readStripeWebhook(rawBody: Buffer, signature: string, signingSecret: string) {
  return Stripe.webhooks.constructEvent(rawBody, signature, signingSecret);
}
