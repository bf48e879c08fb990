import {
  ZApiError,
  ZCheckout,
  ZCheckoutBody,
  ZPaymentMenuParams,
  ZPayResult,
  ZProviderPaymentParams,
  ZWalletPayBody,
} from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as mypos from './mypos.service';
import { myposFormPage } from './mypos-form-page';
import { checkout, type PaymentContext } from './payments.service';

const tags = ['payments'];
const guestErrors = {
  400: ZApiError,
  404: ZApiError,
  409: ZApiError,
  429: ZApiError,
  502: ZApiError,
} as const;
const guestLimit = { max: 30, timeWindow: 60_000 };

/**
 * myPOS Checkout (SPEC point 7 "Payments": /my-pos/menu/…). Its own scope keeps the form-body
 * parser myPOS' notices need here.
 */
export const myposRoutes: FastifyPluginAsyncZod<{
  context: (request: FastifyRequest) => PaymentContext;
}> = async (app, { context }) => {
  const apiUrl = app.config.MYPOS_API_URL;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );

  app.post(
    '/my-pos/menu/checkout',
    {
      config: { access: 'public', rateLimit: guestLimit },
      schema: {
        tags,
        summary: "Start paying the order with myPOS (redirectUrl: our page that posts myPOS' form)",
        body: ZCheckoutBody,
        response: { 200: ZCheckout, ...guestErrors },
      },
    },
    async (request) => checkout(context(request), 'mypos', request.body.orderSlug),
  );

  app.get(
    '/my-pos/menu/pay/:externalId',
    {
      config: { access: 'public', rateLimit: guestLimit },
      schema: {
        tags,
        summary: 'An HTML page posting the signed IPCPurchase form of the payment to myPOS',
        params: ZProviderPaymentParams,
        response: { 404: ZApiError, 429: ZApiError, 502: ZApiError },
      },
    },
    async (request, reply) => {
      const form = await mypos.purchaseForm(context(request), apiUrl, request.params.externalId);
      const page = myposFormPage(form);
      return reply
        .header('content-security-policy', page.csp)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page.html as never);
    },
  );

  app.post(
    '/my-pos/menu/order-status',
    {
      config: { access: 'public', rateLimit: guestLimit },
      schema: {
        tags,
        summary: "Back from myPOS: ask myPOS how the order's payment stands and settle it",
        body: ZCheckoutBody,
        response: { 200: ZPayResult, ...guestErrors },
      },
    },
    async (request) => mypos.orderStatus(context(request), request.body.orderSlug),
  );

  for (const kind of ['google-pay', 'apple-pay'] as const) {
    app.post(
      `/my-pos/menu/${kind}`,
      {
        config: { access: 'public', rateLimit: guestLimit },
        schema: {
          tags,
          summary: `Pay the order at once with the ${kind === 'google-pay' ? 'Google Pay' : 'Apple Pay'} token, through myPOS`,
          body: ZWalletPayBody,
          response: { 200: ZPayResult, ...guestErrors },
        },
      },
      async (request) => mypos.walletPay(context(request), kind, request.body.orderSlug, request.body.token),
    );
  }

  app.post(
    '/my-pos/menu/notify/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "myPOS' notices for the menu's store (URL_Notify; signature checked; answers OK)",
        params: ZPaymentMenuParams,
        response: { 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      await mypos.receiveNotice(context(request), request.params.slug, body);
      return reply.type('text/plain; charset=utf-8').send('OK' as never);
    },
  );
};
