// Telegram Bot API (api.telegram.org/bot<token>/…): the same local server the API tests use, for
// the product's one bot. Inspection: GET /__inspect/messages (every sendMessage, in order),
// /__inspect/webhooks. Journeys play Telegram's side of a chat by posting updates to the product's
// webhook with TELEGRAM_WEBHOOK_SECRET, as Telegram would.
import { startFakeTelegram } from '../../../apps/api/src/providers/messaging/telegram.test-support';
import type { StandIn } from './index';

export const TELEGRAM_BOT_USERNAME = 'GuestloopTestBot';
export const TELEGRAM_BOT_TOKEN = '7000001:e2e-guestloop-bot-token';
/** The secret Telegram sends back in X-Telegram-Bot-Api-Secret-Token. */
export const TELEGRAM_WEBHOOK_SECRET = 'e2e-telegram-webhook-secret';

export async function startStandIn(): Promise<StandIn> {
  const fake = await startFakeTelegram({ token: TELEGRAM_BOT_TOKEN, username: TELEGRAM_BOT_USERNAME });
  return {
    name: 'TELEGRAM',
    url: fake.url,
    env: {
      TELEGRAM_API_URL: fake.url,
      TELEGRAM_BOT_TOKEN,
      TELEGRAM_BOT_USERNAME,
      TELEGRAM_WEBHOOK_SECRET,
    },
    close: fake.close,
  };
}
