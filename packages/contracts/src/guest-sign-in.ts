import { ZLanguage } from './language-schema';
import { ZSlug } from './structure';
import { ZEmail } from './validator-schemas';
import * as z from './zod';

/**
 * A guest's own sign-in (SPEC point 2: delivery, profile and bonuses require sign-in): a
 * one-time code mailed to the guest's address, never a staff account's password. Verifying the
 * code signs the guest in to a guest account (`TUser.guestAccount`), made on first use.
 */

/** Digits in a code. */
export const GUEST_CODE_LENGTH = 6;
/** How long a mailed code works. */
export const GUEST_CODE_TTL_MINUTES = 10;
/** Wrong entries a code takes before it stops working (a new code must be asked for). */
export const GUEST_CODE_MAX_TRIES = 5;
/** How long the sign-in form waits before it offers to send the code again. */
export const GUEST_CODE_RESEND_SECONDS = 60;

const ZGuestEmail = ZEmail.max(254);
/** A reCAPTCHA v3 token (action `guest_sign_in`); required only when the server has captcha switched on. */
const ZCaptchaToken = z.string().max(4000).optional();

/** POST /customer/sign-in/code: mails a code; the same answer whether or not the address has an account. */
export const ZSendGuestCodeBody = z.object({
  email: ZGuestEmail,
  /** The language the guest reads the menu in: the mail is written in it. */
  language: ZLanguage,
  /** The menu the guest signs in from: the mail names it. */
  menuSlug: ZSlug.optional(),
  captchaToken: ZCaptchaToken,
});
export type TSendGuestCodeBody = z.infer<typeof ZSendGuestCodeBody>;

export const ZGuestCode = z.string().regex(new RegExp(`^\\d{${GUEST_CODE_LENGTH}}$`));

/** POST /customer/sign-in/verify: the mailed code signs the guest in (answers the user, as sign-in does). */
export const ZVerifyGuestCodeBody = z.object({ email: ZGuestEmail, code: ZGuestCode });
export type TVerifyGuestCodeBody = z.infer<typeof ZVerifyGuestCodeBody>;
