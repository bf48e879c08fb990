import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeSession {
  id: string;
  amount_total: number;
  currency: string;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  form: URLSearchParams;
}

export interface FakeStripeRefund {
  id: string;
  paymentIntent: string;
  amount: number;
  idempotencyKey: string;
}

/**
 * A local server speaking the part of Stripe's HTTP API the adapter uses (form-encoded requests,
 * JSON answers, bearer secret key): create and retrieve Checkout Sessions, refund a paid
 * session's PaymentIntent (once per idempotency key, as Stripe does). `sessions` lets a test play
 * the guest paying on Stripe's page; `holdNextCreate` plays a slow Stripe.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, FakeStripeSession>();
  const refunds: FakeStripeRefund[] = [];
  const authorizations: string[] = [];
  let hold: Promise<void> | null = null;
  let arrived: () => void = () => {};
  let next = 1;
  const intentOf = (s: FakeStripeSession) => (s.payment_status === 'paid' ? `pi_${s.id}` : null);
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', async () => {
      if (hold && req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const held = hold;
        hold = null;
        arrived();
        await held;
      }
      authorizations.push(String(req.headers.authorization));
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${next}` });
        res.end(JSON.stringify(value));
      };
      const session = (s: FakeStripeSession) => ({
        id: s.id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/pay/${s.id}`,
        amount_total: s.amount_total,
        currency: s.currency,
        payment_status: s.payment_status,
        status: s.status,
        payment_intent: intentOf(s),
        client_reference_id: s.form.get('client_reference_id'),
      });
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const form = new URLSearchParams(body);
        const made: FakeStripeSession = {
          id: `cs_test_${next++}`,
          amount_total:
            Number(form.get('line_items[0][price_data][unit_amount]')) *
            Number(form.get('line_items[0][quantity]')),
          currency: String(form.get('line_items[0][price_data][currency]')),
          payment_status: 'unpaid',
          status: 'open',
          form,
        };
        sessions.set(made.id, made);
        return send(200, session(made));
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const intent = new URLSearchParams(body).get('payment_intent');
        const paid = [...sessions.values()].find((s) => intent && intentOf(s) === intent);
        if (!paid) return send(400, { error: { type: 'invalid_request_error', message: 'No such payment' } });
        const key = String(req.headers['idempotency-key']);
        let refund = refunds.find((r) => r.idempotencyKey === key);
        if (!refund) {
          if (refunds.some((r) => r.paymentIntent === intent))
            return send(400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded' } });
          refund = {
            id: `re_${next++}`,
            paymentIntent: String(intent),
            amount: paid.amount_total,
            idempotencyKey: key,
          };
          refunds.push(refund);
        }
        return send(200, {
          id: refund.id,
          object: 'refund',
          amount: refund.amount,
          currency: paid.currency,
          payment_intent: refund.paymentIntent,
          status: 'succeeded',
        });
      }
      const found = /^\/v1\/checkout\/sessions\/([\w-]+)/.exec(req.url ?? '');
      if (req.method === 'GET' && found?.[1] && sessions.has(found[1]))
        return send(200, session(sessions.get(found[1])!));
      send(404, { error: { type: 'invalid_request_error', message: 'No such checkout session' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    refunds,
    authorizations,
    /** Holds the next session creation until `release` (resolves `arrived` when it comes). */
    holdNextCreate() {
      let release: () => void = () => {};
      hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      const came = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      return { arrived: came, release };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
