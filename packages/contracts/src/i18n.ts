import { ZLanguage } from './language-schema';
import {
  MISSING_KEYS_MAX_PER_CALL,
  TRANSLATION_KEY_MAX_LENGTH,
  TRANSLATION_KEY_PATTERN,
} from './translation-keys';
import * as z from './zod';

/**
 * UI string packs (SPEC point 7 "Translation"). A pack is `{ [namespace]: nested strings }`;
 * a key is addressed as `namespace:dotted.path` (i18next's notation).
 */
export const ZTranslationPack = z.record(z.string(), z.record(z.string(), z.unknown()));
export type TTranslationPack = z.infer<typeof ZTranslationPack>;

/** `namespace:dotted.path`, e.g. `errors:RATE_LIMITED` or `auth:login.title`. */
export const ZTranslationKey = z
  .string()
  .max(TRANSLATION_KEY_MAX_LENGTH)
  .regex(TRANSLATION_KEY_PATTERN, 'Use namespace:dotted.path');

export const ZTranslationParams = z.object({ lang: z.string().max(16) });
export type TTranslationParams = z.infer<typeof ZTranslationParams>;

/**
 * `?ns=common,errors,guest-menu` asks for those namespaces only (guest pages); without it the
 * whole pack comes (the staff console). Unknown names are left out of the answer.
 */
export const ZTranslationQuery = z.object({
  ns: z
    .string()
    .max(500)
    .regex(/^[A-Za-z0-9_-]+(,[A-Za-z0-9_-]+)*$/, 'Use a comma-separated list of namespaces')
    .optional(),
});
export type TTranslationQuery = z.infer<typeof ZTranslationQuery>;

/** Keys the web app looked up and did not find (reported while packs load; a quiet call). */
export const ZAddTransBody = z.object({
  language: ZLanguage,
  keys: z.array(z.string().min(1).max(TRANSLATION_KEY_MAX_LENGTH)).min(1).max(MISSING_KEYS_MAX_PER_CALL),
});
export type TAddTransBody = z.infer<typeof ZAddTransBody>;

/** A staff correction of one shipped UI string; it wins over the pack for that language. */
export const ZUpdateTransBody = z.object({
  language: ZLanguage,
  key: ZTranslationKey,
  value: z.string().min(1).max(5000),
});
export type TUpdateTransBody = z.infer<typeof ZUpdateTransBody>;

export const ZTranslationOverride = z.object({
  language: ZLanguage,
  key: z.string(),
  value: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TTranslationOverride = z.infer<typeof ZTranslationOverride>;

export const ZTranslationOverrides = z.object({ items: z.array(ZTranslationOverride) });
export type TTranslationOverrides = z.infer<typeof ZTranslationOverrides>;
