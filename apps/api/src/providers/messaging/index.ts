import type { Config } from '../../config';
import { createTelegramBot } from './telegram';
import type { TelegramBot } from './types';

export { TelegramApiError, type TelegramBot, type TelegramMessage } from './types';

/** The product's Telegram bot, or null while the platform has not configured one (token and name). */
export function createTelegramProvider(config: Config): TelegramBot | null {
  if (!config.TELEGRAM_BOT_TOKEN || !config.TELEGRAM_BOT_USERNAME) return null;
  return createTelegramBot({
    apiUrl: config.TELEGRAM_API_URL,
    token: config.TELEGRAM_BOT_TOKEN,
    username: config.TELEGRAM_BOT_USERNAME,
  });
}
