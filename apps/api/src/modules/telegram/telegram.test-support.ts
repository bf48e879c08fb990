import type { LightMyRequestResponse } from 'fastify';
import {
  type FakeTelegram,
  messageUpdate,
  startFakeTelegram,
} from '../../providers/messaging/telegram.test-support';
import { createTestApp, type TestApp } from '../../test/app';

export const BOT = 'GuestloopTestBot';
export const SECRET = 'guestloop-hook_secret';

/** An app whose Telegram bot talks to a local Bot API, with jobs run promptly. */
export async function telegramApp(): Promise<{ t: TestApp; telegram: FakeTelegram; close(): Promise<void> }> {
  const token = `${Math.floor(Math.random() * 1e9)}:test-token`;
  const telegram = await startFakeTelegram({ token, username: BOT });
  const t = await createTestApp(
    {
      TELEGRAM_BOT_TOKEN: token,
      TELEGRAM_BOT_USERNAME: BOT,
      TELEGRAM_WEBHOOK_SECRET: SECRET,
      TELEGRAM_API_URL: telegram.url,
      PUBLIC_URL: 'https://guestloop.test',
    },
    { jobs: { pollMs: 50, retryBaseMs: 100 } },
  );
  return {
    t,
    telegram,
    close: async () => {
      await t.close();
      await telegram.close();
    },
  };
}

/** Telegram posting an update to the product's webhook (with the secret it was given). */
export const postUpdate = (t: TestApp, update: unknown, secret: string | null = SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/tg-bot/webhook',
    headers: secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret },
    payload: update as object,
  });

/** A person writing `text` to the bot from their private chat. */
export async function write(t: TestApp, chatId: string, text: string, languageCode?: string) {
  const res: LightMyRequestResponse = await postUpdate(t, messageUpdate(chatId, text, { languageCode }));
  if (res.statusCode !== 200) throw new Error(`webhook: ${res.statusCode} ${res.body}`);
}

export const messagesTo = (telegram: FakeTelegram, chatId: string) =>
  telegram.messages.filter((m) => m.chat_id === chatId);

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
