import {
  ZApiError,
  ZOk,
  ZTelegramCustomerStatus,
  ZTelegramCustomerStatusQuery,
  ZTelegramCustomerUrlBody,
  ZTelegramLink,
  ZTelegramUpdate,
} from '@guestloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { registerTelegramJobs } from './telegram.jobs';
import * as service from './telegram.service';
import { subscribeTelegram } from './telegram.subscribers';

const guestErrors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError, 429: ZApiError };

/**
 * The product's Telegram bot: a guest's link to follow their order there (SPEC point 7
 * "Customers": POST /tg-bot/customer-url), and the webhook Telegram posts the bot's messages to.
 */
export const telegramRoutes: FastifyPluginAsyncZod = async (app) => {
  registerTelegramJobs(app, {
    secret: (a) => service.webhookSecret(a.config),
    forgetChat: (a, chatId) => service.unlinkChat(a.db, chatId),
  });
  subscribeTelegram(app);

  app.post(
    '/tg-bot/customer-url',
    {
      config: { access: 'guest', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['customers'],
        summary:
          "A one-time Telegram link for the caller's own identity: the chat that opens it gets the news of that order's company (404 where the server has no bot)",
        body: ZTelegramCustomerUrlBody,
        response: { 200: ZTelegramLink, ...guestErrors },
      },
    },
    async (request) => service.customerUrl(app, await request.requireGuest(), request.body, request.language),
  );

  app.get(
    '/tg-bot/customer-status',
    {
      config: { access: 'guest' },
      schema: {
        tags: ['customers'],
        summary:
          "Whether the caller's Telegram gets the news of that order's company (never, where the server has no bot)",
        querystring: ZTelegramCustomerStatusQuery,
        response: { 200: ZTelegramCustomerStatus, ...guestErrors },
      },
    },
    async (request) => service.customerStatus(app, await request.requireGuest(), request.query.orderSlug),
  );

  app.post(
    '/tg-bot/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['telegram'],
        summary: "Telegram's updates for the bot: /start <token> links the chat, /stop unlinks it",
        body: ZTelegramUpdate,
        response: { 200: ZOk, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => {
      // Telegram proves itself with the secret it was given when the webhook was set.
      if (!service.isWebhookSecret(app.config, request.headers['x-telegram-bot-api-secret-token'])) {
        throw new AppError(401, 'UNAUTHENTICATED', 'Not a call from Telegram');
      }
      await service.handleUpdate(app, request.body);
      return { ok: true as const };
    },
  );
};
