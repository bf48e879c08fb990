import * as z from './zod';

export const ZHealth = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'pg']) });
export type THealth = z.infer<typeof ZHealth>;

/** Body of calls that answer nothing but success. */
export const ZOk = z.object({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOk>;

/** Public runtime settings the web app reads at start-up (GET /app/settings). */
export const ZAppSettings = z.object({
  version: z.string(),
  recaptchaSiteKey: z.string().nullable(),
  googleClientId: z.string().nullable(),
  /** The product's Telegram bot's name when one is configured (guests may follow orders there); absent from older servers. */
  telegramBot: z.string().nullable().optional(),
});
export type TAppSettings = z.infer<typeof ZAppSettings>;
