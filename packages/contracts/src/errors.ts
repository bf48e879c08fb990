import { ERROR_CODES } from './error-codes';
import * as z from './zod';

export const ZErrorCode = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCode>;

export const ZValidationIssue = z.object({
  path: z.string().describe('Dotted path of the offending field, e.g. body.email'),
  code: z.string(),
  message: z.string(),
});
export type TValidationIssue = z.infer<typeof ZValidationIssue>;

/** The one error body of every failing call. */
export const ZApiError = z.object({
  statusCode: z.number().int(),
  code: ZErrorCode,
  message: z.string(),
  details: z.unknown().optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
