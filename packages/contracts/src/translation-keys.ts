import type { TTranslationPack } from './i18n';

/**
 * What the web app's start-up code needs of the translation contracts, without zod: every guest
 * page loads it, and zod stays out of the pages that parse no form.
 */

export const TRANSLATION_KEY_MAX_LENGTH = 200;
export const MISSING_KEYS_MAX_PER_CALL = 50;

export const TRANSLATION_KEY_PATTERN = /^[A-Za-z0-9_-]+:[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

/** `ZTranslationKey`'s check without zod (see `isApiErrorBody`). */
export const isTranslationKey = (value: string): boolean =>
  value.length <= TRANSLATION_KEY_MAX_LENGTH && TRANSLATION_KEY_PATTERN.test(value);

/** What the guest menu pages use: they load only these. */
export const GUEST_NAMESPACES = ['common', 'errors', 'guest-menu'] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `ZTranslationPack`'s check without zod, for the web app's start-up code (see `isApiErrorBody`). */
export const isTranslationPack = (value: unknown): value is TTranslationPack =>
  isPlainObject(value) && Object.values(value).every(isPlainObject);
