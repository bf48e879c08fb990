import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { TelegramApiError, type TelegramMessage } from '../../providers/messaging';
import { enqueue } from '../jobs';
import { forgetExpiredStartTokens } from './telegram.repo';

type App = Pick<FastifyInstance, 'db' | 'config' | 'providers' | 'log' | 'jobs' | 'addHook'>;

const SEND = 'telegram.send';
const PRUNE_TOKENS = 'telegram-tokens.prune';
const PRUNE_TOKENS_EVERY_MS = 60 * 60_000;
const SET_WEBHOOK = 'telegram.set-webhook';
/** A message is tried for about half an hour (and as long as Telegram's rate limits ask). */
const SEND_ATTEMPTS = 8;

/**
 * One message to one chat, sent by a job: retried, and after the wait Telegram asks on a rate
 * limit. A chat's messages are sent one at a time in the order they were asked for.
 */
export function sendLater(db: DbOrTx, message: TelegramMessage, dedupeKey?: string) {
  return enqueue(db, SEND, message, {
    maxAttempts: SEND_ATTEMPTS,
    dedupeKey,
    sequenceKey: `telegram:${message.chatId}`,
  });
}

export const webhookUrl = (publicUrl: string) => new URL('/api/v1/tg-bot/webhook', publicUrl).toString();

/**
 * The bot's jobs: sending a message (a refusal Telegram will repeat — a chat that blocked the bot,
 * a bad request — is not retried; a chat that blocked the bot is forgotten), and registering the
 * webhook once per bot, address and secret whichever process starts first.
 */
export function registerTelegramJobs(
  app: App,
  hooks: { secret: (app: App) => string | null; forgetChat: (app: App, chatId: string) => Promise<unknown> },
) {
  app.jobs.register<TelegramMessage>(SEND, async (message) => {
    const bot = app.providers.telegram;
    if (!bot) return;
    try {
      await bot.sendMessage(message);
    } catch (error) {
      if (!(error instanceof TelegramApiError) || !error.final) throw error;
      app.log.warn({ chatId: message.chatId, err: error }, 'telegram: message refused for good');
      if (error.status === 403) await hooks.forgetChat(app, message.chatId);
    }
  });

  app.jobs.every(PRUNE_TOKENS, PRUNE_TOKENS_EVERY_MS, () => forgetExpiredStartTokens(app.db, new Date()));

  app.jobs.register<{ url: string }>(SET_WEBHOOK, async ({ url }) => {
    const bot = app.providers.telegram;
    const secretToken = hooks.secret(app);
    if (!bot || !secretToken) return;
    try {
      await bot.setWebhook({ url, secretToken });
      app.log.info({ url }, 'telegram: webhook registered');
    } catch (error) {
      if (!(error instanceof TelegramApiError) || !error.final) throw error;
      app.log.error({ url, err: error }, 'telegram: the webhook was refused (PUBLIC_URL must be https)');
    }
  });

  app.addHook('onReady', async () => {
    const token = app.config.TELEGRAM_BOT_TOKEN;
    const secret = hooks.secret(app);
    if (!app.providers.telegram || !token || !secret) return;
    const url = webhookUrl(app.config.PUBLIC_URL);
    const key = createHash('sha256').update(`${token}\n${url}\n${secret}`).digest('hex').slice(0, 32);
    await enqueue(app.db, SET_WEBHOOK, { url }, { dedupeKey: `telegram.webhook:${key}`, maxAttempts: 5 });
  });
}
