import { isEmail, isUrl, VALIDATION_MESSAGE_CODES } from './validators';
import * as z from './zod';

/** The rules of validators.ts as zod refinements, for other contracts. */

/** A string that is a standard email address; fails with the message code `invalid_email`. */
export const ZEmail = z.string().refine(isEmail, { error: VALIDATION_MESSAGE_CODES.email });

/** A string that passes the URL rule; fails with the message code `invalid_url`. */
export const ZUrl = z.string().refine(isUrl, { error: VALIDATION_MESSAGE_CODES.url });
