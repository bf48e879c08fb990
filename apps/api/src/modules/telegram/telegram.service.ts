import { createHash, timingSafeEqual } from 'node:crypto';
import type { TLanguage, TTelegramCustomerUrlBody, TTelegramUpdate } from '@guestloop/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/errors';
import type { GuestContext } from '../../plugins/access';
import type { TelegramBot } from '../../providers/messaging';
import { findUserById, hashToken, newToken } from '../auth';
import { markUserIntegration } from '../integrations';
import { findBySlug } from '../orders';
import { findStructure } from '../structure';
import { sendLater } from './telegram.jobs';
import * as repo from './telegram.repo';
import * as texts from './telegram.texts';

type App = Pick<FastifyInstance, 'db' | 'config' | 'providers' | 'log'>;

/** How long a start link may be opened. */
export const START_TOKEN_TTL_MS = 60 * 60_000;

/**
 * 404 where the platform configured no bot: nothing to connect to here (a 4xx: the call is sound,
 * the server simply offers no Telegram, and the page that would ask is told so by /app/settings).
 */
const noBot = () => new AppError(404, 'NOT_FOUND', 'Telegram is not configured on this server');

export function requireBot(app: Pick<FastifyInstance, 'providers'>): TelegramBot {
  const bot = app.providers.telegram;
  if (!bot) throw noBot();
  return bot;
}

/** The secret Telegram sends back with each update: the configured one, else one made from the token. */
export function webhookSecret(config: Config): string | null {
  if (config.TELEGRAM_WEBHOOK_SECRET) return config.TELEGRAM_WEBHOOK_SECRET;
  if (!config.TELEGRAM_BOT_TOKEN) return null;
  return createHash('sha256').update(`guestloop-telegram-webhook:${config.TELEGRAM_BOT_TOKEN}`).digest('hex');
}

/** Whether the X-Telegram-Bot-Api-Secret-Token header is the secret (compared in constant time). */
export function isWebhookSecret(config: Config, given: string | string[] | undefined): boolean {
  const expected = webhookSecret(config);
  if (!expected || typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const startLink = (username: string, token: string) =>
  `https://t.me/${encodeURIComponent(username)}?start=${encodeURIComponent(token)}`;

const newStartToken = () => {
  const token = newToken();
  return { token, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + START_TOKEN_TTL_MS) };
};

/** The guest's own order, or 404 / 403 as the order routes answer. */
async function ownOrder(db: Db, guest: GuestContext, orderSlug: string) {
  const order = await findBySlug(db, orderSlug);
  if (!order) throw notFound('Order');
  if (order.customerId !== guest.id) throw forbidden('Only the guest who placed the order can follow it');
  return order;
}

/**
 * POST /tg-bot/customer-url: a one-time link that connects the Telegram chat opening it to the
 * caller's identity, for the company of the caller's order; its messages are in `language`.
 */
export async function customerUrl(
  app: App,
  guest: GuestContext,
  body: TTelegramCustomerUrlBody,
  language: TLanguage,
) {
  const bot = requireBot(app);
  if (body.customerId !== guest.id) throw forbidden('A guest asks for their own Telegram link only');
  const order = await ownOrder(app.db, guest, body.orderSlug);
  const { token, tokenHash, expiresAt } = newStartToken();
  await repo.saveCustomerToken(app.db, guest.id, {
    structureId: order.structureId,
    tokenHash,
    expiresAt,
    language,
  });
  return { url: startLink(bot.username, token) };
}

/** GET /tg-bot/customer-status: whether the caller's chat gets the news of that order's company. */
export async function customerStatus(app: App, guest: GuestContext, orderSlug: string) {
  if (!app.providers.telegram) return { connected: false };
  const order = await ownOrder(app.db, guest, orderSlug);
  return { connected: (await repo.customerChat(app.db, order.structureId, guest.id)) !== null };
}

/** A staff member turns Telegram on (the integrations' user service): their one-time connect link. */
export async function userConnectLink(input: {
  db: Db;
  config: Config;
  userId: string;
  structureId: string;
}) {
  const username = input.config.TELEGRAM_BOT_TOKEN ? input.config.TELEGRAM_BOT_USERNAME : undefined;
  if (!username) throw noBot();
  const user = await findUserById(input.db, input.userId);
  const { token, tokenHash, expiresAt } = newStartToken();
  await repo.saveUserToken(input.db, input.userId, {
    structureId: input.structureId,
    tokenHash,
    expiresAt,
    language: user?.language ?? 'en',
  });
  return { connectUrl: startLink(username, token) };
}

/** Forgets a chat's links (it said /stop or blocked the bot); a staff member's connection is no longer live. */
export async function unlinkChat(db: Db, chatId: string) {
  const gone = await repo.unlinkChat(db, chatId);
  for (const row of gone) {
    if (row.userId) {
      await markUserIntegration(db, {
        structureId: row.structureId,
        userId: row.userId,
        serviceUid: 'telegram',
        connected: false,
        data: { chatName: '' },
      });
    }
  }
  return gone;
}

const chatNameOf = (chat: NonNullable<TTelegramUpdate['message']>['chat']) =>
  chat.title ??
  ([chat.first_name, chat.last_name].filter(Boolean).join(' ') || chat.username || String(chat.id));

/** A /start with a token: the chat is linked to whoever the token was made for, and welcomed. */
async function start(
  app: App,
  message: NonNullable<TTelegramUpdate['message']>,
  token: string,
  asked: TLanguage,
) {
  const chatId = String(message.chat.id);
  const linked = token ? await repo.claimStartToken(app.db, hashToken(token), chatId, new Date()) : null;
  if (!linked) {
    await sendLater(app.db, { chatId, text: token ? texts.linkExpired(asked) : texts.help(asked) });
    return;
  }
  const language = linked.language as TLanguage;
  if (linked.userId) {
    const user = await findUserById(app.db, linked.userId);
    await markUserIntegration(app.db, {
      structureId: linked.structureId,
      userId: linked.userId,
      serviceUid: 'telegram',
      connected: true,
      data: { chatName: chatNameOf(message.chat), connectUrl: '' },
    });
    await sendLater(app.db, { chatId, text: texts.welcomeStaff(language, user?.name ?? '') });
    return;
  }
  const venue = (await findStructure(app.db, linked.structureId))?.name ?? '';
  await sendLater(app.db, { chatId, text: texts.welcomeGuest(language, venue) });
}

/** POST /tg-bot/webhook: what a person wrote to the bot. Only commands are answered. */
export async function handleUpdate(app: App, update: TTelegramUpdate) {
  const message = update.message;
  const text = message?.text?.trim();
  if (!message || !text) return;
  const asked = texts.languageOfTelegram(message.from?.language_code);
  const [command = '', argument = ''] = text.split(/\s+/, 2);
  const name = command.split('@')[0]?.toLowerCase();
  const chatId = String(message.chat.id);
  if (name === '/start') return start(app, message, argument, asked);
  if (name === '/stop') {
    const gone = await unlinkChat(app.db, chatId);
    await sendLater(app.db, { chatId, text: texts.stopped((gone[0]?.language as TLanguage) ?? asked) });
    return;
  }
  if (message.chat.type === 'private') await sendLater(app.db, { chatId, text: texts.help(asked) });
}
