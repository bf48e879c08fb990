import { ZApiError, ZOk, ZPaymentMenuParams } from '@guestloop/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../lib/errors';
import { readStripeWebhook } from '../../providers/payments/stripe';
import { enabledSettings } from './payment-settings.service';
import * as repo from './payments.repo';
import { type PaymentContext, settle } from './payments.service';

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const FAILED_EVENTS = new Set(['checkout.session.async_payment_failed', 'checkout.session.expired']);

/**
 * Stripe's webhook for one menu's account (`/stripe/webhook/{menu slug}`): the signature is
 * checked over the raw body with that menu's signing secret; the session in the event settles
 * the payment like a status check would. Its own scope keeps the raw-body JSON parser here.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{
  context: (request: FastifyRequest) => PaymentContext;
}> = async (app, { context }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe/webhook/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: "Stripe's events for the menu's account (signature checked)",
        params: ZPaymentMenuParams,
        response: { 200: ZOk, 400: ZApiError, 404: ZApiError, 409: ZApiError },
      },
    },
    async (request) => {
      const ctx = context(request);
      const { slug } = request.params as { slug: string };
      const menu = await repo.menuBySlug(ctx.db, slug);
      const settings = menu ? await enabledSettings(ctx.db, ctx.box, menu.id, 'stripe') : null;
      const secret = settings?.secrets.webhookSecret;
      if (!secret) throw notFound('Stripe settings');
      const signature = String(request.headers['stripe-signature'] ?? '');
      let event: ReturnType<typeof readStripeWebhook>;
      try {
        event = readStripeWebhook(request.body as Buffer, signature, secret);
      } catch {
        request.log.warn({ slug }, 'stripe webhook with a bad signature');
        throw new AppError(400, 'VALIDATION_FAILED', 'Bad signature', [
          { path: 'headers.stripe-signature', code: 'invalid', message: 'invalid' },
        ]);
      }
      if (!PAID_EVENTS.has(event.type) && !FAILED_EVENTS.has(event.type)) return { ok: true as const };
      const session = event.data.object as {
        id: string;
        amount_total: number | null;
        currency: string | null;
        payment_status: string;
      };
      const paid = PAID_EVENTS.has(event.type) && session.payment_status === 'paid';
      await settle(
        ctx,
        'stripe',
        session.id,
        paid
          ? {
              status: 'paid',
              amount: session.amount_total,
              currency: session.currency?.toUpperCase() ?? null,
            }
          : {
              status: event.type === 'checkout.session.completed' ? 'pending' : 'failed',
              amount: null,
              currency: null,
            },
        event.id,
      );
      return { ok: true as const };
    },
  );
};
