/** Query keys of the menu analytics. */
export const STATS_KEY = ['menu-stats'] as const;

/** The browser's time zone: days and hours are counted on the user's clock. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
