import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePaypalOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  /** What the capture reports (a test may make it differ from the order). */
  captureAmount?: { currency_code: string; value: string };
  requestIds: string[];
}

export interface FakePaypalRefund {
  id: string;
  captureId: string;
  requestId: string;
  body: unknown;
}

/**
 * A local server speaking the part of PayPal's REST API the adapter uses: OAuth client
 * credentials, Orders v2 create, get and capture, Payments v2 capture refund (JSON, bearer
 * token, PayPal-Request-Id: a repeated id answers the first refund again, a second refund of
 * a capture is refused).
 */
export async function startFakePaypal(clientId: string, secret: string) {
  const orders = new Map<string, FakePaypalOrder>();
  const refunds: FakePaypalRefund[] = [];
  /** `failRefunds`: PayPal is down for refunds (503). */
  const control = { failRefunds: false };
  let next = 1;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.url === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`;
        if (req.headers.authorization !== expected || body !== 'grant_type=client_credentials') {
          return send(401, { error: 'invalid_client' });
        }
        return send(200, { access_token: 'A21-fake-token', token_type: 'Bearer', expires_in: 32400 });
      }
      if (req.headers.authorization !== 'Bearer A21-fake-token')
        return send(401, { name: 'AUTHENTICATION_FAILURE' });
      const view = (o: FakePaypalOrder) => ({
        id: o.id,
        status: o.status,
        links: [
          { rel: 'payer-action', href: `https://paypal.test/checkoutnow?token=${o.id}`, method: 'GET' },
        ],
        purchase_units: [
          {
            amount: o.amount,
            ...(o.status === 'COMPLETED' && {
              payments: {
                captures: [{ id: `CAP-${o.id}`, status: 'COMPLETED', amount: o.captureAmount ?? o.amount }],
              },
            }),
          },
        ],
      });
      if (req.method === 'POST' && req.url === '/v2/checkout/orders') {
        const parsed = JSON.parse(body) as { purchase_units: { amount: FakePaypalOrder['amount'] }[] };
        const order: FakePaypalOrder = {
          id: `5O${String(next++).padStart(8, '0')}`,
          status: 'CREATED',
          amount: parsed.purchase_units[0]!.amount,
          requestIds: [String(req.headers['paypal-request-id'])],
        };
        orders.set(order.id, order);
        return send(201, view(order));
      }
      const refundOf = /^\/v2\/payments\/captures\/CAP-(\w+)\/refund$/.exec(req.url ?? '');
      if (req.method === 'POST' && refundOf?.[1]) {
        if (control.failRefunds) return send(503, { name: 'SERVICE_UNAVAILABLE' });
        const captured = orders.get(refundOf[1]);
        if (captured?.status !== 'COMPLETED') return send(404, { name: 'RESOURCE_NOT_FOUND' });
        const requestId = String(req.headers['paypal-request-id']);
        let refund = refunds.find((r) => r.requestId === requestId);
        if (!refund) {
          if (refunds.some((r) => r.captureId === `CAP-${captured.id}`))
            return send(422, {
              name: 'UNPROCESSABLE_ENTITY',
              details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }],
            });
          refund = {
            id: `REF-${next++}`,
            captureId: `CAP-${captured.id}`,
            requestId,
            body: JSON.parse(body),
          };
          refunds.push(refund);
        }
        return send(201, { id: refund.id, status: 'COMPLETED' });
      }
      const match = /^\/v2\/checkout\/orders\/(\w+)(\/capture)?$/.exec(req.url ?? '');
      const order = match?.[1] ? orders.get(match[1]) : undefined;
      if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND' });
      if (req.method === 'POST' && match?.[2]) {
        if (order.status !== 'APPROVED') return send(422, { name: 'UNPROCESSABLE_ENTITY' });
        order.status = 'COMPLETED';
        order.requestIds.push(String(req.headers['paypal-request-id']));
        return send(201, view(order));
      }
      return send(200, view(order));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    orders,
    refunds,
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
