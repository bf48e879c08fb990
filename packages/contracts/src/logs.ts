import * as z from './zod';

/** Largest error-log body the API accepts (413 above). */
export const ERROR_LOG_MAX_BYTES = 64 * 1024;

const text = (max: number) => z.string().max(max);

/**
 * What the web app sends for an unhandled UI error (SPEC point 3 "Error log payload").
 * Only `error.message` is required: the "Error in error handler" log carries just the message,
 * stack, page url and user agent.
 */
export const ZErrorLogPayload = z.object({
  error: z.object({ message: text(4000) }),
  /** Present when the error carries a server response. */
  response: z
    .object({
      url: text(2000).nullish(),
      data: z.unknown().optional(),
      status: z.number().int().min(0).max(999).nullish(),
      headers: z.record(z.string(), z.unknown()).nullish(),
    })
    .nullish(),
  stack: text(20_000).nullish(),
  component: z.object({ filename: text(500).nullish(), name: text(200).nullish() }).nullish(),
  info: text(2000).nullish(),
  /** The page the user was on. */
  url: text(2000).nullish(),
  userAgent: text(1000).nullish(),
  /** The release of the app that sent it (package version and build stamp). */
  version: text(100).nullish(),
});
export type TErrorLogPayload = z.infer<typeof ZErrorLogPayload>;
