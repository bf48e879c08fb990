import * as z from './zod';

/** Shown to the user as the problem with a time zone field. */
export const TIME_ZONE_MESSAGE_CODE = 'invalid_time_zone';

/**
 * Whether a text names an IANA time zone (`Europe/Kyiv`, `UTC`). Bare offsets such as `+02:00`
 * are refused: PostgreSQL reads them as POSIX offsets, with the sign the other way round.
 */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const ZTimeZone = z.string().max(64).refine(isTimeZone, { error: TIME_ZONE_MESSAGE_CODE });
