import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTelegramBot } from './telegram';
import { type FakeTelegram, startFakeTelegram } from './telegram.test-support';
import { TelegramApiError } from './types';

const TOKEN = '123456:test-token';

describe('the Telegram Bot API adapter', () => {
  let telegram: FakeTelegram;
  beforeAll(async () => {
    telegram = await startFakeTelegram({ token: TOKEN, username: 'GuestloopTestBot' });
  });
  afterAll(() => telegram.close());

  const bot = () => createTelegramBot({ apiUrl: telegram.url, token: TOKEN, username: 'GuestloopTestBot' });

  it('sends a message with its link buttons as an inline keyboard, and answers its id', async () => {
    const sent = await bot().sendMessage({
      chatId: '42',
      text: 'Order #7 is ready',
      buttons: [{ text: 'Open', url: 'https://guest.example/o/7' }],
    });
    expect(sent.messageId).toBe(telegram.messages.at(-1)?.message_id);
    expect(telegram.messages.at(-1)).toMatchObject({
      chat_id: '42',
      text: 'Order #7 is ready',
      reply_markup: { inline_keyboard: [[{ text: 'Open', url: 'https://guest.example/o/7' }]] },
    });
  });

  it('sets the webhook with its secret, for messages only, and reads who the bot is', async () => {
    await bot().setWebhook({ url: 'https://guest.example/api/v1/tg-bot/webhook', secretToken: 's3cret' });
    expect(telegram.webhooks.at(-1)).toEqual({
      url: 'https://guest.example/api/v1/tg-bot/webhook',
      secret_token: 's3cret',
      allowed_updates: ['message'],
    });
    expect(await bot().getMe()).toMatchObject({ username: 'GuestloopTestBot', firstName: 'Guestloop' });
  });

  it('carries a rate limit’s retry_after, in milliseconds', async () => {
    telegram.refuseNext('sendMessage', 429, 'Too Many Requests: retry after 3', 3);
    const error = await bot()
      .sendMessage({ chatId: '42', text: 'hi' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TelegramApiError);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 3000, final: false });
  });

  it('tells refusals that sending again will not mend from those it may', async () => {
    telegram.block('43');
    const blocked = await bot()
      .sendMessage({ chatId: '43', text: 'hi' })
      .catch((e: unknown) => e);
    expect(blocked).toMatchObject({ status: 403, final: true });
    const wrongToken = await createTelegramBot({ apiUrl: telegram.url, token: '1:wrong', username: 'x' })
      .getMe()
      .catch((e: unknown) => e);
    expect(wrongToken).toMatchObject({ status: 401, final: false });
    const unreachable = await createTelegramBot({ apiUrl: 'http://127.0.0.1:9', token: TOKEN, username: 'x' })
      .getMe()
      .catch((e: unknown) => e);
    expect(unreachable).toMatchObject({ status: null, final: false });
  });
});
