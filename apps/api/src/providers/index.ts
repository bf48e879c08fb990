import type { Config } from '../config';
import { type AiProvider, createAiProvider } from './ai';
import { type CaptchaProvider, createCaptchaProvider } from './captcha';
import { createGoogleProvider, type GoogleIdentityProvider } from './google';
import { createMailProvider, type MailProvider } from './mail';
import { createTelegramProvider, type TelegramBot } from './messaging';
import { createPaymentAdapters, type PaymentAdapters } from './payments';
import { createStorageProvider, type StorageProvider } from './storage';
import { createTranslationProvider, type TranslationProvider } from './translation';

/**
 * Outside services behind small interfaces (mail, captcha, Google identity, payments…).
 * Each kind lives in providers/<kind>/ with one adapter per real service and a built-in default.
 */
export type Providers = {
  ai: AiProvider;
  mail: MailProvider;
  captcha: CaptchaProvider;
  google: GoogleIdentityProvider;
  storage: StorageProvider;
  payments: PaymentAdapters;
  translation: TranslationProvider;
  /** The product's Telegram bot; null while the platform has not configured one. */
  telegram: TelegramBot | null;
};

export function createProviders(config: Config): Providers {
  return {
    ai: createAiProvider({
      baseUrl: config.LLM_BASE_URL,
      apiKey: config.LLM_API_KEY,
      model: config.LLM_MODEL,
    }),
    mail: createMailProvider(config),
    captcha: createCaptchaProvider(config),
    google: createGoogleProvider(config),
    storage: createStorageProvider(config),
    payments: createPaymentAdapters(config),
    translation: createTranslationProvider(config),
    telegram: createTelegramProvider(config),
  };
}
