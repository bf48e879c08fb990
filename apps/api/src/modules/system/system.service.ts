import type { TAppSettings } from '@guestloop/contracts';
import packageJson from '../../../package.json' with { type: 'json' };
import type { Config } from '../../config';

/** What the web app needs to know at start-up; nothing secret. */
export function appSettings(config: Config): TAppSettings {
  return {
    version: packageJson.version,
    recaptchaSiteKey: config.RECAPTCHA_SECRET ? (config.RECAPTCHA_SITE_KEY ?? null) : null,
    googleClientId: config.GOOGLE_CLIENT_ID ?? null,
    telegramBot: (config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_BOT_USERNAME) || null,
  };
}
