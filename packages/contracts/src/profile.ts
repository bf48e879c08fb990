import { ZPassword } from './auth';
import { ZLanguage } from './language-schema';
import * as z from './zod';

/** The signed-in user's own settings (SPEC point 7 "Translation" and "Users and roles"). */

export const ZSetLanguageBody = z.object({ language: ZLanguage });
export type TSetLanguageBody = z.infer<typeof ZSetLanguageBody>;

export const ZEditProfileBody = z.object({ name: z.string().trim().min(1).max(120) });
export type TEditProfileBody = z.infer<typeof ZEditProfileBody>;

export const ZEditPasswordBody = z.object({
  oldPassword: z.string().min(1).max(200),
  password: ZPassword,
});
export type TEditPasswordBody = z.infer<typeof ZEditPasswordBody>;

/** The password is required when the account has one (an account made with Google may not). */
export const ZDeleteAccountBody = z.object({ password: z.string().max(200).optional() });
export type TDeleteAccountBody = z.infer<typeof ZDeleteAccountBody>;

/** The profile picture: multipart field `file`, PNG, JPEG, WebP or GIF, at most 5 MB. */
export const PROFILE_IMAGE_FIELD = 'file';
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Stored as a square WebP of this many pixels a side. */
export const PROFILE_IMAGE_SIZE = 256;
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
