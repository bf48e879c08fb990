import { isStorableText } from './storable-text';
import type { TAppSettings } from './system';

/** Every contract string refuses text PostgreSQL cannot store (zod.ts), so this does too. */
const isText = (value: unknown): value is string => typeof value === 'string' && isStorableText(value);
const isTextOrNull = (value: unknown) => value === null || isText(value);

/**
 * `ZAppSettings`' check without zod (GET /app/settings), for the web app's start-up code, which
 * every guest page loads (see `isApiErrorBody`).
 */
export function isAppSettings(value: unknown): value is TAppSettings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { version, recaptchaSiteKey, googleClientId, telegramBot } = value as Record<string, unknown>;
  return (
    isText(version) &&
    isTextOrNull(recaptchaSiteKey) &&
    isTextOrNull(googleClientId) &&
    (telegramBot === undefined || isTextOrNull(telegramBot))
  );
}
