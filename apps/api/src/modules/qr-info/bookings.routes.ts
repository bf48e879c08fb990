import {
  ZApiError,
  ZCreateTableBookingBody,
  ZQrInfoSlugParams,
  ZSetTableBookingStatusBody,
  ZTableBooking,
  ZTableBookingIdParams,
  ZTableBookingList,
  ZTableBookingListQuery,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '../../lib/responses';
import type { Access } from '../../plugins/access';
import * as service from './bookings.service';

const tags = ['qr-info'];
const manage = { access: { permission: 'qr-info.manage' } as Access };
/** A guest books a table or two; more from one address within the window is someone else's script. */
const BOOKING_LIMIT = { max: 10, timeWindow: 10 * 60_000 };

/**
 * Table bookings of QR pages: a guest asks for a table through a page's booking block, and staff
 * of the company list the bookings and answer them (another company's booking is 404).
 */
export const tableBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/qr-info/:slug/booking',
    {
      config: { access: 'public', rateLimit: BOOKING_LIMIT },
      schema: {
        tags,
        summary:
          "Ask for a table through one of the page's booking blocks, within its party sizes and days on the " +
          "venue's clock; the guest is mailed that the request arrived (404: unknown or inactive page, not a booking block it shows)",
        params: ZQrInfoSlugParams,
        body: ZCreateTableBookingBody,
        response: { 200: ZTableBooking, 400: ZApiError, 404: ZApiError, 429: ZApiError },
      },
    },
    async (request) =>
      service.createBooking(app, {
        slug: request.params.slug,
        body: request.body,
        language: request.language,
      }),
  );

  app.get(
    '/qr-info/bookings',
    {
      config: manage,
      schema: {
        tags,
        summary: "The company's table bookings, soonest first, by status, days and location",
        querystring: ZTableBookingListQuery,
        response: { 200: ZTableBookingList, ...staffErrors },
      },
    },
    async (request) => service.listBookings(app.db, await request.requireStructureId(), request.query),
  );

  app.post(
    '/qr-info/booking/:id/status',
    {
      config: manage,
      schema: {
        tags,
        summary: 'Confirm, decline or cancel a booking; the guest is mailed a confirmation or a refusal',
        params: ZTableBookingIdParams,
        body: ZSetTableBookingStatusBody,
        response: { 200: ZTableBooking, ...staffErrors },
      },
    },
    async (request) =>
      service.setStatus(app, await request.requireStructureId(), request.params.id, request.body.status),
  );
};
