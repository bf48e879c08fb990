import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { TRANSLATION_ENGINE_IDS } from './providers/translation/types';

const boolean = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** Every setting of the product. README.md lists them; keep the two in step. */
const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
  SEED_DEMO: boolean.default(true),
  TRUST_PROXY: boolean.default(false),
  CORS_ORIGINS: optionalString,
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  COOKIE_SECURE: optionalString.pipe(boolean.optional()),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().default('Guestloop <no-reply@guestloop.local>'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: z.string().default('https://accounts.google.com,accounts.google.com'),
  RECAPTCHA_SITE_KEY: optionalString,
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** S3-compatible storage for uploads, used when S3_BUCKET is set (else local disk). */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_FORCE_PATH_STYLE: optionalString.pipe(boolean.optional()),
  /**
   * 32 bytes (base64) that encrypt payment providers' secrets at rest. When absent, a key is
   * made once and kept in DATA_DIR/secrets.key (readable by the server's user only).
   */
  SECRETS_KEY: optionalString.pipe(z.base64().optional()),
  /** Where the payment adapters send their calls (tests point them at local servers). */
  STRIPE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PAYPAL_API_URL: z.url({ protocol: /^https?$/ }).default('https://api-m.paypal.com'),
  /** myPOS Checkout API (IPC); a store in test mode uses the same address with "-test". */
  MYPOS_API_URL: z.url({ protocol: /^https?$/ }).default('https://www.mypos.eu/vmp/checkout'),
  /** Google Business Profile (review collectors): OAuth token endpoint and the APIs' bases (tests point them at local servers). */
  GOOGLE_OAUTH_TOKEN_URL: z.url({ protocol: /^https?$/ }).default('https://oauth2.googleapis.com/token'),
  GOOGLE_BUSINESS_API_URL: z.url({ protocol: /^https?$/ }).default('https://mybusiness.googleapis.com'),
  GOOGLE_ACCOUNT_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://mybusinessaccountmanagement.googleapis.com'),
  GOOGLE_BUSINESS_INFO_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://mybusinessbusinessinformation.googleapis.com'),
  /**
   * Machine translation: the engines to ask, best first, comma-separated (apertium, deepl,
   * libretranslate, llm), or `none`. Unset: every engine whose address or key below is set, in
   * the order deepl, llm, libretranslate, apertium; with none set nothing is machine-translated.
   */
  TRANSLATION_ENGINES: optionalString.pipe(
    z
      .string()
      .transform((v) => (v === 'none' ? [] : v.split(/\s*,\s*/).filter(Boolean)))
      .pipe(z.array(z.enum(TRANSLATION_ENGINE_IDS)))
      .optional(),
  ),
  /** An Apertium APY server (`apertium-apy`); its installed pairs are what it translates. */
  APERTIUM_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LIBRETRANSLATE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Only for servers that ask for a key. */
  LIBRETRANSLATE_API_KEY: optionalString,
  DEEPL_API_KEY: optionalString,
  /** DeepL's address; unset, the one the key belongs to (free-plan keys end in `:fx`). */
  DEEPL_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /**
   * Any OpenAI-compatible chat endpoint (its base, e.g. `http://127.0.0.1:11434/v1`) and model,
   * for every use of a language model (translation, AI analysis); the key only where one is asked.
   */
  LLM_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  /** Syrve (iiko) Cloud API, where a company's POS integration sends its calls (tests point it at a local server). */
  SYRVE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api-eu.syrve.live'),
  /** How often each connected company's Syrve stop list is read, in seconds. */
  SYRVE_STOP_LIST_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * The product's one Telegram bot (order updates for guests, notifications for staff): its token
   * and name from @BotFather, the secret Telegram sends back on every webhook call (default: one
   * made from the token) and the Bot API's address (tests point it at a local server).
   */
  TELEGRAM_BOT_TOKEN: optionalString,
  TELEGRAM_BOT_USERNAME: optionalString.pipe(
    z
      .string()
      .regex(/^\w{3,64}$/)
      .optional(),
  ),
  TELEGRAM_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^[\w-]{1,256}$/)
      .optional(),
  ),
  TELEGRAM_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
});

export type Config = Omit<z.infer<typeof ZConfig>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid settings:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once at boot; one error lists every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ZConfig.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const data = result.data;
  return {
    ...data,
    DATA_DIR: path.resolve(data.DATA_DIR),
    PUBLIC_URL: (data.PUBLIC_URL ?? `http://localhost:${data.PORT}`).replace(/\/$/, ''),
  };
}

/** Settings for tests: quiet logs, no demo seed, a throwaway data dir. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // A key per test process: tests never write one into the data folder.
  const SECRETS_KEY = randomBytes(32).toString('base64');
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: '0', SECRETS_KEY }),
    ...overrides,
  };
}

export function cookieSecure(config: Config): boolean {
  return config.COOKIE_SECURE ?? config.PUBLIC_URL.startsWith('https://');
}
