import { ZPaymentIdParams, ZPaymentRefund, ZPaymentsToRefund } from '@guestloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors, staffErrorsWithConflict } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import * as refunds from './payment-refunds.service';
import type { PaymentContext } from './payments.service';

const tags = ['payments'];
const manage: Access = { permission: 'payments.manage' };

/**
 * Payments staff must give back (SPEC point 7 "Payments"): money that came for an order it could
 * not pay, which the provider did not take back by itself.
 */
export const paymentRefundsRoutes: FastifyPluginAsyncZod<{
  context: (request: FastifyRequest) => PaymentContext;
}> = async (app, { context }) => {
  app.get(
    '/online-menu/payments/refunds',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: "The company's payments still to give back (the provider refused or could not be asked)",
        response: { 200: ZPaymentsToRefund, ...staffErrors },
      },
    },
    async (request) => refunds.paymentsToRefund(app.db, await request.requireStructureId()),
  );

  app.post(
    '/online-menu/payments/:id/retry-refund',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Ask the provider again to give a payment back; answers where it stands',
        params: ZPaymentIdParams,
        response: { 200: ZPaymentRefund, ...staffErrorsWithConflict },
      },
    },
    async (request) =>
      refunds.retryRefund(context(request), await request.requireStructureId(), request.params.id),
  );

  app.post(
    '/online-menu/payments/:id/mark-refunded',
    {
      config: { access: manage },
      schema: {
        tags,
        summary: 'Staff gave a payment back by hand: it is no longer owed',
        params: ZPaymentIdParams,
        response: { 200: ZPaymentRefund, ...staffErrorsWithConflict },
      },
    },
    async (request) => {
      const { userId } = await request.requireAuth();
      return refunds.markRefunded(
        context(request),
        await request.requireStructureId(),
        request.params.id,
        userId,
      );
    },
  );
};
