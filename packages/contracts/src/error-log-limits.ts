/**
 * The limits of an error log (`ZErrorLogPayload`, logs.ts) without zod: the web app's start-up
 * code, which every guest page loads, cuts its logs to them.
 */

/** Largest error-log body the API accepts (413 above). */
export const ERROR_LOG_MAX_BYTES = 64 * 1024;

/** The longest text each field of a log may hold; `url` also bounds the server answer's url. */
export const ERROR_LOG_TEXT_MAX = {
  message: 4000,
  stack: 20_000,
  url: 2000,
  userAgent: 1000,
  info: 2000,
  filename: 500,
  name: 200,
  version: 100,
} as const;
