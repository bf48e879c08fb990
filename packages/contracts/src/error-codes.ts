import type { TApiError } from './errors';

/**
 * Codes cross the wire, never prose: the web app translates each code (namespace `errors`).
 * Adding a code here means adding its text to every language pack.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'ROUTE_NOT_FOUND',
  'NOT_FOUND',
  'INTERNAL_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_CREDENTIALS',
  'ACCOUNT_NOT_ACTIVATED',
  'ACCOUNT_DISABLED',
  'EMAIL_TAKEN',
  'EMAIL_ALREADY_CONFIRMED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'WRONG_PASSWORD',
  'CAPTCHA_FAILED',
  'GOOGLE_NOT_CONFIGURED',
  'GOOGLE_TOKEN_INVALID',
  'REGISTRATION_ALREADY_COMPLETE',
  'SERVICE_UNAVAILABLE',
  'ORIGIN_NOT_ALLOWED',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'CODE_TOO_MANY_TRIES',
  'ORDERING_PAUSED',
  'ORDER_MODE_OFF',
  'OUTSIDE_OPENING_HOURS',
  'BELOW_DELIVERY_MINIMUM',
  'OUTSIDE_DELIVERY_AREA',
  'PICKUP_SLOT_UNAVAILABLE',
  'DELIVERY_TIME_UNAVAILABLE',
  'SCORE_OUT_OF_RANGE',
  'ORDER_NOT_READY_TO_RATE',
  'ORDER_ALREADY_RATED',
  'RECORDING_TOO_LONG',
  'RATING_ATTACH_CLOSED',
  'SURVEY_CLOSED',
  'SURVEY_ALREADY_ANSWERED',
  'QUIZ_TIME_UP',
  'INTEGRATION_NOT_CONNECTED',
  'INTEGRATION_CALL_FAILED',
] as const;

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/**
 * The same check as `ZApiError` without zod, for the web app's start-up code, which every guest
 * page loads: zod stays out of the pages that do not parse forms.
 */
export function isApiErrorBody(value: unknown): value is TApiError {
  if (typeof value !== 'object' || value === null) return false;
  const { statusCode, code, message } = value as Record<string, unknown>;
  return (
    Number.isInteger(statusCode) &&
    typeof code === 'string' &&
    KNOWN_CODES.has(code) &&
    typeof message === 'string'
  );
}
