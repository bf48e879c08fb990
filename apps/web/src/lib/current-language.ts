import { DEFAULT_LANGUAGE, type TLanguage } from '@guestloop/contracts';

/**
 * The UI language every call carries in its Language header. Kept apart from i18n.ts so the
 * API client does not depend on the i18n module (which itself calls the API).
 */
let current: TLanguage = DEFAULT_LANGUAGE;

export function getCurrentLanguage(): TLanguage {
  return current;
}

export function setCurrentLanguage(language: TLanguage): void {
  current = language;
}
