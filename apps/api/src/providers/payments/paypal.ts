import {
  type PaymentAdapter,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderSettings,
} from './types';

/** Currencies PayPal takes without decimals; every other listed one has two. */
const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD']);
const toValue = (minor: number, currency: string) =>
  ZERO_DECIMAL.has(currency) ? String(minor) : (minor / 100).toFixed(2);
const toMinor = (value: string, currency: string) =>
  ZERO_DECIMAL.has(currency) ? Number(value) : Math.round(Number(value) * 100);

interface PaypalOrder {
  id: string;
  status: string;
  links?: { rel: string; href: string }[];
  purchase_units?: {
    amount?: { currency_code: string; value: string };
    payments?: {
      captures?: { id: string; status: string; amount: { currency_code: string; value: string } }[];
    };
  }[];
}

/**
 * PayPal Orders v2 over its REST API: an OAuth token from the client id and secret, an order
 * with intent CAPTURE, the guest approves on PayPal's page, then the order is captured. The
 * capture's own amount is what `status` reports, so a changed amount is caught when settling.
 * A refund gives back the order's whole capture (Payments v2 captures/{id}/refund).
 */
export function createPaypalAdapter(apiUrl: string): PaymentAdapter {
  async function token(settings: ProviderSettings): Promise<string> {
    const clientId = String(settings.config.clientId ?? '');
    const secret = settings.secrets.clientSecret;
    if (!clientId || !secret)
      throw new PaymentProviderError('paypal', 'The PayPal client id or secret is not set');
    const res = await fetch(`${apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new PaymentProviderError('paypal', `PayPal refused the credentials (${res.status})`);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  async function call<T>(
    settings: ProviderSettings,
    method: string,
    path: string,
    body?: unknown,
    requestId?: string,
  ) {
    const res = await fetch(`${apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await token(settings)}`,
        'content-type': 'application/json',
        ...(requestId && { 'paypal-request-id': requestId }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok)
      throw new PaymentProviderError('paypal', `PayPal answered ${res.status} to ${method} ${path}`);
    return (await res.json()) as T;
  }

  return {
    id: 'paypal',
    async checkout({ order, successUrl, cancelUrl, settings }) {
      const made = await call<PaypalOrder>(
        settings,
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: order.slug,
              description: `Order #${order.number}`,
              amount: { currency_code: order.currency, value: toValue(order.total, order.currency) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: { return_url: successUrl, cancel_url: cancelUrl, user_action: 'PAY_NOW' },
            },
          },
        },
        `guestloop-${order.slug}-${order.total}`,
      );
      const approve = made.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!approve) throw new PaymentProviderError('paypal', 'PayPal gave no approval address');
      return { externalId: made.id, redirectUrl: approve.href };
    },
    async status(externalId, settings): Promise<ProviderPayment> {
      let order = await call<PaypalOrder>(
        settings,
        'GET',
        `/v2/checkout/orders/${encodeURIComponent(externalId)}`,
      );
      if (order.status === 'APPROVED') {
        order = await call<PaypalOrder>(
          settings,
          'POST',
          `/v2/checkout/orders/${encodeURIComponent(externalId)}/capture`,
          {},
          `guestloop-capture-${externalId}`,
        );
      }
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
      if (order.status === 'COMPLETED' && capture?.status === 'COMPLETED') {
        const currency = capture.amount.currency_code;
        return { status: 'paid', amount: toMinor(capture.amount.value, currency), currency };
      }
      if (order.status === 'VOIDED' || capture?.status === 'DECLINED')
        return { status: 'failed', amount: null, currency: null };
      return { status: 'pending', amount: null, currency: null };
    },
    async refund({ externalId }, settings) {
      const order = await call<PaypalOrder>(
        settings,
        'GET',
        `/v2/checkout/orders/${encodeURIComponent(externalId)}`,
      );
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
      if (!capture) throw new PaymentProviderError('paypal', 'The PayPal order has no capture to refund');
      // An empty body refunds the whole capture: what the guest actually paid.
      const refund = await call<{ id: string; status: string }>(
        settings,
        'POST',
        `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`,
        {},
        `guestloop-refund-${externalId}`,
      );
      if (refund.status !== 'COMPLETED' && refund.status !== 'PENDING')
        throw new PaymentProviderError('paypal', `PayPal answered the refund with ${refund.status}`);
    },
  };
}
