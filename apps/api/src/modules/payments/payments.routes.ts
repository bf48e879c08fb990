import {
  ZApiError,
  ZCheckout,
  ZCheckoutBody,
  ZCompleteTestPaymentBody,
  ZPaymentDomains,
  ZPaymentInfo,
  ZPaymentMenuParams,
  ZPaymentSettings,
  ZPaymentSettingsList,
  ZPaypalCaptureBody,
  ZPayResult,
  ZSavePaymentSettingsBody,
  ZStripePayStatusBody,
  ZTestPayment,
  ZTestPaymentParams,
} from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../lib/responses';
import { secretBoxFor } from '../../lib/secret-box';
import type { Access } from '../../plugins/access';
import { myposRoutes } from './mypos.routes';
import { paymentRefundsRoutes } from './payment-refunds.routes';
import * as settings from './payment-settings.service';
import * as service from './payments.service';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

const tags = ['payments'];
const manage: Access = { permission: 'payments.manage' };
const guestErrors = {
  400: ZApiError,
  404: ZApiError,
  409: ZApiError,
  429: ZApiError,
  502: ZApiError,
} as const;
const guestLimit = { max: 30, timeWindow: 60_000 };
const CHECKOUT_NAMES = { test: 'the test provider', stripe: 'Stripe Checkout', paypal: 'PayPal' } as const;

/** Online payments of orders (SPEC point 7 "Payments"): settings per menu, checkouts, results. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const box = secretBoxFor(app.config);
  const context = (request: FastifyRequest): service.PaymentContext => ({
    db: app.db,
    box,
    adapters: app.providers.payments,
    publicUrl: app.config.PUBLIC_URL,
    log: request.log,
  });

  app.get(
    '/domains',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The hosts the guest's payment pages are served from (e.g. Apple Pay merchant domains)",
        response: { 200: ZPaymentDomains },
      },
    },
    async () => settings.paymentDomains(app.config),
  );

  app.get(
    '/payment/menu/:slug/payment-info',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The providers the menu's checkout offers",
        params: ZPaymentMenuParams,
        response: { 200: ZPaymentInfo, 404: ZApiError },
      },
    },
    async (request) => settings.paymentInfo(app.db, request.params.slug),
  );

  app.get(
    '/payment/menu/:slug/payment-info-all',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "Every provider's settings for the menu (secrets only as set or not)",
        params: ZPaymentMenuParams,
        response: { 200: ZPaymentSettingsList, ...staffErrors },
      },
    },
    async (request) =>
      settings.listSettings(app.db, box, await request.requireStructureId(), request.params.slug),
  );

  app.post(
    '/payment/menu/:slug/settings',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "Save one provider's settings for the menu (secrets sealed; left out: kept)",
        params: ZPaymentMenuParams,
        body: ZSavePaymentSettingsBody,
        response: { 200: ZPaymentSettings, ...staffErrors },
      },
    },
    async (request) =>
      settings.saveSettings(
        app.db,
        box,
        await request.requireStructureId(),
        request.params.slug,
        request.body,
      ),
  );

  app.post(
    '/menu/pay-result',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "How the order's payment stands",
        body: ZCheckoutBody,
        response: { 200: ZPayResult, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => service.payResult(app.db, request.body.orderSlug),
  );

  for (const provider of ['test', 'stripe', 'paypal'] as const) {
    app.post(
      `/${provider}/menu/checkout`,
      {
        config: { access: 'public', rateLimit: guestLimit },
        schema: {
          tags,
          summary: `Start paying the order with ${CHECKOUT_NAMES[provider]}`,
          body: ZCheckoutBody,
          response: { 200: ZCheckout, ...guestErrors },
        },
      },
      async (request) => service.checkout(context(request), provider, request.body.orderSlug),
    );
  }

  app.get(
    '/test/menu/payment/:externalId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The test checkout page: the payment to approve or decline',
        params: ZTestPaymentParams,
        response: { 200: ZTestPayment, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => service.testPayment(app.db, request.params.externalId),
  );

  app.post(
    '/test/menu/complete',
    {
      config: { access: 'public', rateLimit: guestLimit },
      schema: {
        tags,
        summary: "The tester's answer: approve or decline",
        body: ZCompleteTestPaymentBody,
        response: { 200: ZPayResult, ...guestErrors },
      },
    },
    async (request) =>
      service.completeTestPayment(context(request), request.body.externalId, request.body.approve),
  );

  app.post(
    '/stripe/menu/pay-status',
    {
      config: { access: 'public', rateLimit: guestLimit },
      schema: {
        tags,
        summary: 'Back from Stripe: ask Stripe how the session stands and settle the order',
        body: ZStripePayStatusBody,
        response: { 200: ZPayResult, ...guestErrors },
      },
    },
    async (request) =>
      service.refreshPayment(context(request), 'stripe', request.body.sessionId, request.body.orderSlug),
  );

  app.post(
    '/paypal/menu/capture',
    {
      config: { access: 'public', rateLimit: guestLimit },
      schema: {
        tags,
        summary: 'Back from PayPal: capture the approved order and settle ours',
        body: ZPaypalCaptureBody,
        response: { 200: ZPayResult, ...guestErrors },
      },
    },
    async (request) => service.refreshPayment(context(request), 'paypal', request.body.orderId),
  );

  await app.register(stripeWebhookRoutes, { context });
  await app.register(myposRoutes, { context });
  await app.register(paymentRefundsRoutes, { context });
};
