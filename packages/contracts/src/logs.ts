import { ERROR_LOG_TEXT_MAX as MAX } from './error-log-limits';
import * as z from './zod';

const text = (max: number) => z.string().max(max);

/**
 * What the web app sends for an unhandled UI error (SPEC point 3 "Error log payload").
 * Only `error.message` is required: the "Error in error handler" log carries just the message,
 * stack, page url and user agent.
 */
export const ZErrorLogPayload = z.object({
  error: z.object({ message: text(MAX.message) }),
  /** Present when the error carries a server response. */
  response: z
    .object({
      url: text(MAX.url).nullish(),
      data: z.unknown().optional(),
      status: z.number().int().min(0).max(999).nullish(),
      headers: z.record(z.string(), z.unknown()).nullish(),
    })
    .nullish(),
  stack: text(MAX.stack).nullish(),
  component: z.object({ filename: text(MAX.filename).nullish(), name: text(MAX.name).nullish() }).nullish(),
  info: text(MAX.info).nullish(),
  /** The page the user was on. */
  url: text(MAX.url).nullish(),
  userAgent: text(MAX.userAgent).nullish(),
  /** The release of the app that sent it (package version and build stamp). */
  version: text(MAX.version).nullish(),
});
export type TErrorLogPayload = z.infer<typeof ZErrorLogPayload>;
