import { ZCurrency } from './enum-schemas';
import { ZLanguage } from './language-schema';
import { ZPermission } from './permissions';
import { ZEmail } from './validator-schemas';
import * as z from './zod';

/**
 * The signed-in user as every auth call returns it (SPEC point 7 "Auth: all return the user").
 * The auth feature adds the request bodies to this file.
 */
export const ZUser = z.object({
  id: z.uuid(),
  /** Any address the spec's e-mail rule (ZEmail) accepts; not re-checked on the way out. */
  email: z.string(),
  name: z.string(),
  language: ZLanguage,
  imageUrl: z.string().nullable(),
  status: z.enum(['pending', 'active', 'disabled']),
  isSuperAdmin: z.boolean(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  hasGoogle: z.boolean(),
  /** False until the user has created (or joined) a company. */
  registrationComplete: z.boolean(),
  /**
   * Signed up by a guest's one-time code (guest pages): no company, and the console offers it no
   * company set-up. Cleared when its owner takes the staff way in (a password reset, Google).
   */
  guestAccount: z.boolean(),
  structure: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }).nullable(),
  role: z.object({ slug: z.string(), name: z.string() }).nullable(),
  permissions: z.array(ZPermission),
});
export type TUser = z.infer<typeof ZUser>;

// ---- Request bodies of the auth calls (the web forms use the same schemas) ----

/** The password rule of every form that sets one. */
export const ZPassword = z.string().min(8).max(200);
const ZEmailField = ZEmail.max(254);
const ZPersonName = z.string().trim().min(1).max(120);
const ZCompanyName = z.string().trim().min(1).max(120);
const ZAccountToken = z.string().min(16).max(200);
/** A reCAPTCHA v3 token; required only when the server has captcha switched on. */
const ZCaptchaToken = z.string().max(4000).optional();

export const ZRegisterBody = z.object({
  name: ZPersonName,
  email: ZEmailField,
  password: ZPassword,
  language: ZLanguage.optional(),
  captchaToken: ZCaptchaToken,
});
export type TRegisterBody = z.infer<typeof ZRegisterBody>;

/** The token of a mailed link: activation, or confirmation of a new e-mail address. */
export const ZActivateUserBody = z.object({ token: ZAccountToken });
export type TActivateUserBody = z.infer<typeof ZActivateUserBody>;

export const ZRegisterCompleteBody = z.object({
  companyName: ZCompanyName,
  language: ZLanguage.optional(),
  currency: ZCurrency.optional(),
});
export type TRegisterCompleteBody = z.infer<typeof ZRegisterCompleteBody>;

export const ZLoginBody = z.object({
  email: ZEmailField,
  password: z.string().min(1).max(200),
  captchaToken: ZCaptchaToken,
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZResetPasswordEmailSendBody = z.object({ email: ZEmailField, captchaToken: ZCaptchaToken });
export type TResetPasswordEmailSendBody = z.infer<typeof ZResetPasswordEmailSendBody>;

export const ZResetPasswordBody = z.object({ token: ZAccountToken, password: ZPassword });
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

export const ZConfirmEmailResendBody = z.object({ email: ZEmailField });
export type TConfirmEmailResendBody = z.infer<typeof ZConfirmEmailResendBody>;

/** A new address for the signed-in user; it replaces the old one once confirmed from the mailed link. */
export const ZIntegrateEmailBody = z.object({ email: ZEmailField });
export type TIntegrateEmailBody = z.infer<typeof ZIntegrateEmailBody>;

/** A Google ID token (the `credential` of Google sign-in). */
const ZGoogleIdToken = z.string().min(20).max(8000);

export const ZLoginWithGoogleBody = z.object({ token: ZGoogleIdToken });
export type TLoginWithGoogleBody = z.infer<typeof ZLoginWithGoogleBody>;

export const ZRegisterWithGoogleBody = z.object({ token: ZGoogleIdToken, language: ZLanguage.optional() });
export type TRegisterWithGoogleBody = z.infer<typeof ZRegisterWithGoogleBody>;

/** Creates the company; the token signs in first when the caller has no session yet. */
export const ZRegisterWithGoogleCompleteBody = ZRegisterCompleteBody.extend({
  token: ZGoogleIdToken.optional(),
});
export type TRegisterWithGoogleCompleteBody = z.infer<typeof ZRegisterWithGoogleCompleteBody>;
